/** Entry of the sportsbook package for the process launcher and tests. */
export { buildSportsbookApp, recoverBets, type SportsbookTesting } from './app.ts';
export { loadConfig, type Config } from './config.ts';
export { createSportsbookDb, migrateSportsbook, type SportsbookDb } from './db/database.ts';
