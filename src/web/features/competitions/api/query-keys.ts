/** Path prefixes of the area's reads (queryKey[0]); writes refresh by them. */
export const GAMES_PATH = '/api/games';
export const CHAMPIONSHIPS_PATH = '/api/championships';
export const EXTERNAL_TEAMS_PATH = '/api/external-teams';

export const gamePath = (id: number) => `${GAMES_PATH}/${id}`;

/** A game changed: its list (cards, counts per championship) and everything under it refresh. */
export const GAME_REFRESH = [GAMES_PATH, CHAMPIONSHIPS_PATH] as const;

/** A game's sheet changed: the game (score) and its lineup, events and statistics refresh, and the cards. */
export const GAME_SHEET_REFRESH = [GAMES_PATH] as const;
