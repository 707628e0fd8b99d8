/** Entry of the lottery provider's package for the process launcher and tests. */
export { buildLotteryApp, recoverLottery } from './app.ts';
export { loadConfig, type Config } from './config.ts';
export { createLotteryDb, migrateLottery, type LotteryDb } from './db/database.ts';
export { seedLotteryDemoSettings } from './modules/merchants/demo-settings.ts';
