/**
 * The platform alone, for the benchmarks that load it over HTTP: its own process, so the load generator and the
 * server don't share an event loop. Migrates and seeds the PostgreSQL database in BENCH_SERVER_DATABASE_URL (or
 * an in-memory PGlite when it is unset), with a pool of BENCH_SERVER_POOL_SIZE connections (default 32), listens
 * on a free loopback port and prints `{"url": …}` on its first line of output.
 */
import { openSqlConnection } from '@ficha/server-kit';
import { buildApp, loadConfig, migratePlatform, seedDemo } from '@ficha/platform';

const databaseUrl = process.env['BENCH_SERVER_DATABASE_URL'];
const poolSize = Number(process.env['BENCH_SERVER_POOL_SIZE'] ?? 32);

const connection = await openSqlConnection({ databaseUrl, poolSize });
await migratePlatform(connection);
await seedDemo(connection);
const platform = await buildApp({
  config: loadConfig({
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: '/nonexistent',
    CONSOLE_DIST_DIR: '/nonexistent',
    // Any free port for the development mail server, so benches running side by side don't collide.
    SMTP_DEV_PORT: '0',
  }),
  connection,
});
const url = await platform.listen({ host: '127.0.0.1', port: 0 });
console.log(JSON.stringify({ url }));

process.once('SIGTERM', () => {
  void platform
    .close()
    .then(() => connection.close())
    .then(() => process.exit(0));
});
