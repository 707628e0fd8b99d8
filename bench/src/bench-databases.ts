import { openSqlConnection } from '@ficha/server-kit';

/**
 * Fresh databases for a bench run on the PostgreSQL server of `adminUrl` (any earlier ones of the same names are
 * dropped first): answers the URL of each, by name, and a `drop` for the end of the run.
 */
export async function freshBenchDatabases<const N extends string>(adminUrl: string, names: readonly N[]) {
  const admin = await openSqlConnection({ databaseUrl: adminUrl, poolSize: 1 });
  const urls = {} as Record<N, string>;
  for (const name of names) {
    await admin.exec(`drop database if exists ${name} with (force)`);
    await admin.exec(`create database ${name}`);
    urls[name] = Object.assign(new URL(adminUrl), { pathname: `/${name}` }).toString();
  }
  return {
    urls,
    async drop() {
      for (const name of names) await admin.exec(`drop database if exists ${name} with (force)`);
      await admin.close();
    },
  };
}
