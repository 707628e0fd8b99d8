import { readFileSync } from 'node:fs';

const template = readFileSync(new URL('../../sql/provider-tables.sql', import.meta.url), 'utf8');

/** The DDL of the kit's tables in a provider's schema: the text of that provider's migration that creates them. */
export function providerTablesSql(schema: string): string {
  if (!/^[a-z_]+$/.test(schema)) throw new Error(`bad schema name ${schema}`);
  return template.replaceAll('__schema__', schema);
}
