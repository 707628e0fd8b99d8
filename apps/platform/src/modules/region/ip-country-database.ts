import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { BlockList, isIPv4, isIPv6 } from 'node:net';

/**
 * IP → country from the `@ip-location-db/geo-whois-asn-country` package (CC0 ranges shipped as CSV).
 * The tables are read once per process (read-only reference data) and searched by binary search.
 */
interface RangeTable<T extends number | bigint> {
  starts: T[];
  ends: T[];
  countries: string[];
}

const require = createRequire(import.meta.url);
const packageFile = (name: string) => require.resolve(`@ip-location-db/geo-whois-asn-country/${name}`);

let ipv4Table: Promise<RangeTable<number>> | undefined;
let ipv6Table: Promise<RangeTable<bigint>> | undefined;

async function loadTable<T extends number | bigint>(file: string, parse: (text: string) => T): Promise<RangeTable<T>> {
  const text = await readFile(packageFile(file), 'utf8');
  const table: RangeTable<T> = { starts: [], ends: [], countries: [] };
  let lineStart = 0;
  while (lineStart < text.length) {
    let lineEnd = text.indexOf('\n', lineStart);
    if (lineEnd === -1) lineEnd = text.length;
    const first = text.indexOf(',', lineStart);
    const second = text.indexOf(',', first + 1);
    if (first > lineStart && second > first && second < lineEnd) {
      table.starts.push(parse(text.slice(lineStart, first)));
      table.ends.push(parse(text.slice(first + 1, second)));
      table.countries.push(text.slice(second + 1, lineEnd).trim());
    }
    lineStart = lineEnd + 1;
  }
  return table;
}

function search<T extends number | bigint>(table: RangeTable<T>, value: T): string | null {
  let low = 0;
  let high = table.starts.length - 1;
  while (low <= high) {
    const mid = (low + high) >> 1;
    if ((table.starts[mid] as T) > value) high = mid - 1;
    else if ((table.ends[mid] as T) < value) low = mid + 1;
    else return table.countries[mid] ?? null;
  }
  return null;
}

export function ipv4ToNumber(ip: string): number {
  return ip.split('.').reduce((acc, part) => acc * 256 + Number(part), 0);
}

export function ipv6ToBigInt(ip: string): bigint {
  const [head = '', tail] = ip.split('::');
  const expand = (part: string) => (part ? part.split(':') : []);
  let groups = expand(head);
  const tailGroups = expand(tail ?? '');
  // An embedded IPv4 tail (::ffff:1.2.3.4) counts as two groups.
  const last = tailGroups.at(-1) ?? groups.at(-1);
  const embedded = last && isIPv4(last) ? last : undefined;
  if (embedded) {
    const n = ipv4ToNumber(embedded);
    const replacement = [Math.floor(n / 65536).toString(16), (n % 65536).toString(16)];
    if (tail !== undefined) tailGroups.splice(-1, 1, ...replacement);
    else groups.splice(-1, 1, ...replacement);
  }
  if (tail !== undefined)
    groups = [...groups, ...Array(8 - groups.length - tailGroups.length).fill('0'), ...tailGroups];
  return groups.reduce((acc, g) => (acc << 16n) + BigInt(parseInt(g || '0', 16)), 0n);
}

/** Addresses that belong to no country (the whois data assigns some of them anyway). */
const nonPublic = new BlockList();
for (const [address, prefix] of [
  ['10.0.0.0', 8],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['100.64.0.0', 10],
  ['0.0.0.0', 8],
] as const) {
  nonPublic.addSubnet(address, prefix, 'ipv4');
}
for (const [address, prefix] of [
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['::', 128],
] as const) {
  nonPublic.addSubnet(address, prefix, 'ipv6');
}

/** ISO country code of an address, or null when unknown (private ranges, loopback). */
export async function countryOfIp(ip: string): Promise<string | null> {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip)?.[1];
  const address = mapped ?? ip;
  if (isIPv4(address) && nonPublic.check(address, 'ipv4')) return null;
  if (isIPv6(address) && nonPublic.check(address, 'ipv6')) return null;
  if (isIPv4(address)) {
    ipv4Table ??= loadTable('geo-whois-asn-country-ipv4-num.csv', Number);
    return search(await ipv4Table, ipv4ToNumber(address));
  }
  if (isIPv6(address)) {
    ipv6Table ??= loadTable('geo-whois-asn-country-ipv6-num.csv', BigInt);
    return search(await ipv6Table, ipv6ToBigInt(address));
  }
  return null;
}

/** Starts reading the IPv4 table so the first request does not pay for it. */
export function preloadIpCountries(): Promise<unknown> {
  ipv4Table ??= loadTable('geo-whois-asn-country-ipv4-num.csv', Number);
  return ipv4Table;
}
