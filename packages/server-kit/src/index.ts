/**
 * @ficha/server-kit — what every server process of ours runs on, apart from the wire contract: the database
 * connection, migrations and SQL function files, test databases, SQL-state helpers, periodic jobs, environment
 * parsing, Fastify options, security headers, health and metrics, and the raw-HTTP test kit.
 */
export { closeOnSignals } from './close-on-signals.ts';
export { drizzleOver, type DrizzleDatabase } from './drizzle-database.ts';
export { parseEnvironment } from './environment.ts';
export { serverOptions, trustProxySetting } from './fastify-options.ts';
export { healthRoutes } from './health.ts';
export { spawnLoopbackChild, type LoopbackChild } from './loopback-child.ts';
export { installMetrics } from './metrics.ts';
export { runMigrations, type MigrationFolders } from './migrations.ts';
export { startPeriodicJob, type PeriodicJob } from './periodic-job.ts';
export { dumpSchema, freshSchemaDump, normaliseDump } from './schema-dump.ts';
export { sendRawHttp, type RawHttpAnswer } from './raw-http.ts';
export { routerErrorProbes, type RouterErrorProbe } from './router-error-probes.ts';
export {
  baseCspDirectives,
  contentSecurityPolicy,
  installSecurityHeaders,
  type CspDirectives,
} from './security-headers.ts';
export { openSqlConnection, type OpenSqlOptions, type SqlConnection } from './sql-connection.ts';
export { isDatabaseUnavailable, isUniqueViolation, sqlStateOf } from './sql-state.ts';
export { openPreparedTestDatabase, openTestDatabase, type TestDatabase } from './test-database.ts';
