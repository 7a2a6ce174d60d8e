/**
 * Operator and customer location for the audit trail (architecture.md §1): the client IP comes from the
 * socket (or the trusted proxy, TRUST_PROXY), the city from geoip-lite's offline database.
 * The database is ~100 MB, so it loads in the background after start-up, never on a request.
 */
export interface GeoInfo {
  city: string | null;
  country: string | null;
  region: string | null;
  ll: [number, number] | null;
}

export interface Geo {
  lookup(ip: string | undefined): GeoInfo;
  warmUp(): Promise<void>;
}

type GeoipLookup = (
  ip: string,
) => { city: string; country: string; region: string; ll: [number, number] } | null;

const UNKNOWN: GeoInfo = { city: null, country: null, region: null, ll: null };

export class GeoipLite implements Geo {
  private lookupFn: GeoipLookup | null = null;
  private loading: Promise<void> | null = null;

  warmUp(): Promise<void> {
    this.loading ??= import('geoip-lite').then((m) => {
      const mod =
        (m as { default?: { lookup: GeoipLookup } }).default ?? (m as unknown as { lookup: GeoipLookup });
      this.lookupFn = mod.lookup.bind(mod);
    });
    return this.loading;
  }

  lookup(ip: string | undefined): GeoInfo {
    if (!ip || !this.lookupFn) return UNKNOWN;
    const hit = this.lookupFn(ip.replace(/^::ffff:/, ''));
    if (!hit) return UNKNOWN;
    return { city: hit.city || null, country: hit.country || null, region: hit.region || null, ll: hit.ll };
  }
}

/** For tests and tools that do not need a city. */
export class NoGeo implements Geo {
  lookup(): GeoInfo {
    return UNKNOWN;
  }
  async warmUp() {}
}
