import type { QueryClient } from '@tanstack/react-query';
import { invalidatePaths } from '@web/lib/mutation';

/**
 * After any roster or team write: the cards (active counts), the team, its roster, its history and
 * the athletes still available to add all live under /api/managed-teams.
 */
export const invalidateManagedTeams = (client: QueryClient) => invalidatePaths(client, '/api/managed-teams');
