import type { QueryClient } from '@tanstack/react-query';
import { invalidatePaths } from '@web/lib/mutation';

/** Path prefixes of the area's reads (queryKey[0]); writes invalidate by them. */
export const GAMES_PATH = '/api/games';
export const CHAMPIONSHIPS_PATH = '/api/championships';
export const EXTERNAL_TEAMS_PATH = '/api/external-teams';

export const gamePath = (id: number) => `${GAMES_PATH}/${id}`;

/** A game changed: its list (cards, counts per championship) and everything under it refresh. */
export const refreshGames = (client: QueryClient) => invalidatePaths(client, GAMES_PATH, CHAMPIONSHIPS_PATH);

/** A game's sheet changed: the game (score) and its lineup, events and statistics refresh, and the cards. */
export const refreshGameSheet = (client: QueryClient) => invalidatePaths(client, GAMES_PATH);

