/** What other features use of teams: the list query and its API path. */
export { getTeamsQueryOptions, TEAMS_PATH } from './api/get-teams';
