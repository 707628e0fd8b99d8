import { describe, expect, it } from 'vitest';
import { countryOfIp, ipv4ToNumber, ipv6ToBigInt } from './ip-country-database.ts';

describe('ip-country database', () => {
  it('turns dotted IPv4 into its number', () => {
    expect(ipv4ToNumber('8.8.8.8')).toBe(134744072);
    expect(ipv4ToNumber('255.255.255.255')).toBe(4294967295);
  });

  it('expands compressed IPv6, including an embedded IPv4 tail', () => {
    expect(ipv6ToBigInt('::1')).toBe(1n);
    expect(ipv6ToBigInt('2001:4860::8888')).toBe((0x2001n << 112n) + (0x4860n << 96n) + 0x8888n);
    expect(ipv6ToBigInt('::ffff:1.2.3.4')).toBe((0xffffn << 32n) + 0x01020304n);
  });

  it('resolves public addresses to countries from the shipped tables', async () => {
    expect(await countryOfIp('8.8.8.8')).toBe('US');
    expect(await countryOfIp('200.1.0.10')).toBe('VE');
    expect(await countryOfIp('::ffff:8.8.8.8')).toBe('US');
    expect(await countryOfIp('2001:4860::8888')).toBe('US');
  });

  it('gives private, loopback and malformed addresses no country', async () => {
    expect(await countryOfIp('127.0.0.1')).toBeNull();
    expect(await countryOfIp('192.168.1.20')).toBeNull();
    expect(await countryOfIp('10.1.2.3')).toBeNull();
    expect(await countryOfIp('::1')).toBeNull();
    expect(await countryOfIp('not-an-ip')).toBeNull();
  });
});
