/** Entry of the game-server package for the process launcher and tests. */
export { buildGamesApp, recoverRounds } from './app.ts';
export { loadConfig, type Config } from './config.ts';
export { createGamesDb, migrateGames, type GamesDb } from './db/database.ts';
