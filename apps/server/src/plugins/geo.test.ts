/**
 * The audit trail's city lookup reads geoip-lite's files in place (decision 0098): it must answer
 * what geoip-lite's own in-memory lookup answers, for IPv4, IPv6 and IPv4-mapped addresses.
 */
import geoip from 'geoip-lite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type GeoInfo, GeoipFiles } from './geo';

/** A small deterministic generator, so a failure names the same addresses every run. */
function numbers(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s;
  };
}

/** What the audit trail took from geoip-lite's lookup before (a range without a place has no ll). */
function reference(ip: string): GeoInfo {
  const hit = geoip.lookup(ip);
  if (!hit) return { city: null, country: null, region: null, ll: null };
  const ll = hit.ll[0] === null ? null : hit.ll;
  return { city: hit.city || null, country: hit.country || null, region: hit.region || null, ll };
}

describe('the city lookup over geoip-lite’s files', () => {
  const geo = new GeoipFiles();
  beforeAll(() => geo.warmUp());
  afterAll(() => geo.close());

  it('answers as geoip-lite does for IPv4 addresses across the whole range', () => {
    const next = numbers(19);
    const ips = Array.from({ length: 4000 }, () => {
      const n = next();
      return [n >>> 24, (n >>> 16) & 255, (n >>> 8) & 255, n & 255].join('.');
    });
    const known = ips.filter((ip) => geoip.lookup(ip)?.city);
    expect(known.length).toBeGreaterThan(1000);
    for (const ip of ips) expect(geo.lookup(ip), ip).toEqual(reference(ip));
  });

  it('answers as geoip-lite does for IPv6 and IPv4-mapped addresses', () => {
    const next = numbers(2026);
    const hex = () => (next() & 0xffff).toString(16);
    const prefixes = ['2001:4860', '2400:cb00', '2a00:1450', '2404:6800', '2001:df0', '2c0f:fb50'];
    const ips = prefixes.flatMap((p) => Array.from({ length: 60 }, () => `${p}:${hex()}:${hex()}::${hex()}`));
    ips.push('::1', '2001:db8::1', '::ffff:8.8.8.8', '0:0:0:0:0:ffff:1.1.1.1');
    expect(ips.filter((ip) => geoip.lookup(ip)?.country).length).toBeGreaterThan(300);
    for (const ip of ips) expect(geo.lookup(ip), ip).toEqual(reference(ip));
  });

  it('answers nothing for private, loopback and malformed addresses, and before it is opened', () => {
    for (const ip of ['10.1.2.3', '172.16.0.9', '192.168.1.1', '127.0.0.1', 'not-an-ip', '', undefined]) {
      expect(geo.lookup(ip)).toEqual({ city: null, country: null, region: null, ll: null });
    }
    expect(new GeoipFiles().lookup('8.8.8.8')).toEqual({ city: null, country: null, region: null, ll: null });
  });
});
