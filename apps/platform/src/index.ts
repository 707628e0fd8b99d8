/** Entry of the platform package for the process launcher and tests. */
export { buildApp } from './app.ts';
export { demoGamesProvider, loadConfig, type Config } from './config.ts';
export { migratePlatform } from './db/database.ts';
export { seedDemo, demoLogins } from './seed/seed-demo.ts';
export { syncDemoGamesCatalog } from './seed/seed-games-catalog.ts';
export { registerDemoProvider } from './seed/seed-seamless.ts';
export { standaloneSettlement } from './modules/agent-contracts/standalone-settlement.ts';
