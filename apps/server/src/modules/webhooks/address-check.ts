/**
 * Where a partner's webhook may go (decision 0114; OWASP SSRF prevention): an http(s) URL, HTTPS
 * only in production, and a host whose every address is a public unicast one. The host is resolved
 * here, once, and the request then connects to the checked address itself (`pinnedLookup`), so a
 * name that answers differently on the second lookup (DNS rebinding) cannot swap it for an
 * internal one. Private networks named in WEBHOOK_ALLOW_PRIVATE_CIDRS (tests, a developer's own
 * receiver; never production) pass.
 */

import type { LookupAddress, LookupOneOptions } from 'node:dns';
import { lookup } from 'node:dns/promises';
import ipaddr from 'ipaddr.js';

export type RefusalReason = 'invalid' | 'https' | 'private';

export class AddressRefused extends Error {
  constructor(
    readonly reason: RefusalReason,
    detail: string,
  ) {
    super(detail);
  }
}

export interface AddressPolicy {
  production: boolean;
  /** CIDRs that pass although not public (config WEBHOOK_ALLOW_PRIVATE_CIDRS). */
  allowCidrs: readonly string[];
  /** Resolves a host name to all its addresses (dns.lookup by default; tests may inject). */
  resolve?: (host: string) => Promise<LookupAddress[]>;
}

export interface CheckedDestination {
  url: URL;
  /** The address the request connects to: one the check passed. */
  address: string;
  family: 4 | 6;
}

const resolveAll = (host: string) => lookup(host, { all: true, verbatim: true });

/** Parses and checks the URL's shape only (no DNS): what an endpoint's form can be told at once. */
export function parseEndpointUrl(raw: string, production: boolean): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new AddressRefused('invalid', 'not a URL');
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new AddressRefused('invalid', 'not http(s)');
  if (production && url.protocol !== 'https:') throw new AddressRefused('https', 'HTTPS only in production');
  if (!url.hostname) throw new AddressRefused('invalid', 'no host');
  return url;
}

/** Whether one address may be connected to: public unicast, or inside an allowed CIDR. */
export function addressAllowed(address: string, allowCidrs: readonly string[]): boolean {
  if (!ipaddr.isValid(address)) return false;
  // An IPv4-mapped IPv6 address (::ffff:10.0.0.1) is judged as the IPv4 address it carries.
  const ip = ipaddr.process(address);
  for (const cidr of allowCidrs) {
    const [net, bits] = ipaddr.parseCIDR(cidr);
    if (net.kind() === ip.kind() && ip.match(net, bits)) return true;
  }
  // Private, loopback, link-local (the cloud's 169.254.169.254), unique-local, unspecified,
  // multicast, CGNAT, reserved, the documentation and transition ranges: all but public unicast.
  return ip.range() === 'unicast';
}

/** The full check: the URL's shape, then every address its host resolves to. */
export async function checkDestination(raw: string, policy: AddressPolicy): Promise<CheckedDestination> {
  const url = parseEndpointUrl(raw, policy.production);
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  let addresses: LookupAddress[];
  if (ipaddr.isValid(host)) {
    addresses = [{ address: host, family: host.includes(':') ? 6 : 4 }];
  } else {
    try {
      addresses = await (policy.resolve ?? resolveAll)(host);
    } catch (err) {
      throw new AddressRefused(
        'invalid',
        `host not resolved: ${(err as NodeJS.ErrnoException).code ?? 'error'}`,
      );
    }
  }
  if (addresses.length === 0) throw new AddressRefused('invalid', 'host has no address');
  // Every address must pass: a name with one public and one internal address is refused whole.
  const refused = addresses.find((a) => !addressAllowed(a.address, policy.allowCidrs));
  if (refused) throw new AddressRefused('private', `refused address ${refused.address}`);
  const first = addresses[0] as LookupAddress;
  return { url, address: first.address, family: first.family === 6 ? 6 : 4 };
}

type LookupCallback = (
  err: NodeJS.ErrnoException | null,
  address: string | LookupAddress[],
  family?: number,
) => void;

/**
 * A `lookup` for http(s).request that answers the checked address whatever the name: the socket
 * goes where the check looked, while Host and TLS SNI keep the URL's name. Node asks with
 * `all: true` when it tries several families: answered with the one address.
 */
export function pinnedLookup(dest: Pick<CheckedDestination, 'address' | 'family'>) {
  return (_host: string, options: LookupOneOptions | { all?: boolean }, callback: LookupCallback) => {
    if ((options as { all?: boolean }).all) {
      callback(null, [{ address: dest.address, family: dest.family }]);
    } else {
      callback(null, dest.address, dest.family);
    }
  };
}
