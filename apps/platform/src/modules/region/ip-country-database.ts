import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { BlockList, isIPv4, isIPv6 } from 'node:net';

/**
 * IP → country from the `@ip-location-db/geo-whois-asn-country` package (CC0 ranges shipped as CSV).
 * The tables are read once per process (read-only reference data) and searched by binary search. They live in
 * typed arrays (decision 0033): 334,000 IPv4 ranges take ~3 MB this way against ~60 MB of RSS as arrays of
 * numbers and strings, and the 216,000 IPv6 ranges ~7 MB against ~56 MB as bigints.
 */
interface RangeTable {
  /** Range starts and ends: one number per IPv4 range; the high and low 64 bits of each IPv6 one. */
  starts: Uint32Array | BigUint64Array;
  ends: Uint32Array | BigUint64Array;
  /** Index into `codes` of each range's country. */
  countries: Uint16Array;
  codes: string[];
  /** Numbers per address: 1 (IPv4) or 2 (IPv6). */
  width: 1 | 2;
}

const require = createRequire(import.meta.url);
const packageFile = (name: string) => require.resolve(`@ip-location-db/geo-whois-asn-country/${name}`);

let ipv4Table: Promise<RangeTable> | undefined;
let ipv6Table: Promise<RangeTable> | undefined;

const low64 = (1n << 64n) - 1n;

/** Reads `start,end,country` lines (decimal addresses) straight into typed arrays, without a string per line. */
async function loadTable(file: string, width: 1 | 2): Promise<RangeTable> {
  const bytes = await readFile(packageFile(file));
  let lines = 0;
  for (const byte of bytes) if (byte === 10) lines += 1;
  lines += 1;
  const starts = width === 1 ? new Uint32Array(lines) : new BigUint64Array(2 * lines);
  const ends = width === 1 ? new Uint32Array(lines) : new BigUint64Array(2 * lines);
  const countries = new Uint16Array(lines);
  const codes: string[] = [];
  const codeIndex = new Map<string, number>();
  const put = (target: Uint32Array | BigUint64Array, row: number, text: string) => {
    if (target instanceof Uint32Array) {
      target[row] = Number(text);
    } else {
      const value = BigInt(text);
      target[2 * row] = value >> 64n;
      target[2 * row + 1] = value & low64;
    }
  };
  let rows = 0;
  let lineStart = 0;
  while (lineStart < bytes.length) {
    let lineEnd = bytes.indexOf(10, lineStart);
    if (lineEnd === -1) lineEnd = bytes.length;
    const first = bytes.indexOf(44, lineStart);
    const second = first === -1 ? -1 : bytes.indexOf(44, first + 1);
    if (first > lineStart && second > first && second < lineEnd) {
      put(starts, rows, bytes.toString('latin1', lineStart, first));
      put(ends, rows, bytes.toString('latin1', first + 1, second));
      const code = bytes.toString('latin1', second + 1, lineEnd).trim();
      let index = codeIndex.get(code);
      if (index === undefined) {
        index = codes.push(code) - 1;
        codeIndex.set(code, index);
      }
      countries[rows] = index;
      rows += 1;
    }
    lineStart = lineEnd + 1;
  }
  return {
    starts: starts.slice(0, rows * width),
    ends: ends.slice(0, rows * width),
    countries: countries.slice(0, rows),
    codes,
    width,
  };
}

/** -1, 0 or 1 as the table's `row`-th value of `values` is below, equal to or above `address`. */
function compare(values: Uint32Array | BigUint64Array, row: number, address: readonly (number | bigint)[]): number {
  for (let part = 0; part < address.length; part += 1) {
    const value = values[row * address.length + part] as number | bigint;
    const wanted = address[part] as number | bigint;
    if (value < wanted) return -1;
    if (value > wanted) return 1;
  }
  return 0;
}

function search(table: RangeTable, address: readonly (number | bigint)[]): string | null {
  let low = 0;
  let high = table.countries.length - 1;
  while (low <= high) {
    const mid = (low + high) >> 1;
    if (compare(table.starts, mid, address) > 0) high = mid - 1;
    else if (compare(table.ends, mid, address) < 0) low = mid + 1;
    else return table.codes[table.countries[mid] as number] ?? null;
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
    ipv4Table ??= loadTable('geo-whois-asn-country-ipv4-num.csv', 1);
    return search(await ipv4Table, [ipv4ToNumber(address)]);
  }
  if (isIPv6(address)) {
    ipv6Table ??= loadTable('geo-whois-asn-country-ipv6-num.csv', 2);
    const value = ipv6ToBigInt(address);
    return search(await ipv6Table, [value >> 64n, value & low64]);
  }
  return null;
}

/** Starts reading the IPv4 table so the first request does not pay for it. */
export function preloadIpCountries(): Promise<unknown> {
  ipv4Table ??= loadTable('geo-whois-asn-country-ipv4-num.csv', 1);
  return ipv4Table;
}
