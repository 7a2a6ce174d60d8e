/**
 * A session's browser in a few words ('Chrome di Windows'), read from its user agent so that a
 * staff member recognises their own devices on 'Keamanan akun'. Only the common families are
 * named; anything else is 'Perangkat tidak dikenal' rather than a guess.
 */
import { fillTemplate, MSG } from '@kilau/shared';

// Order matters: Edge and Opera carry 'Chrome', Chrome carries 'Safari'.
const BROWSERS: [RegExp, string][] = [
  [/Edg(e|A|iOS)?\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|CriOS\/|Chromium\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];
const SYSTEMS: [RegExp, string][] = [
  [/Android/, 'Android'],
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
];

const first = (ua: string, list: [RegExp, string][]) => list.find(([re]) => re.test(ua))?.[1];

export function deviceLabel(userAgent: string | null): string {
  const browser = userAgent ? first(userAgent, BROWSERS) : undefined;
  const os = userAgent ? first(userAgent, SYSTEMS) : undefined;
  if (!browser || !os) return browser ?? os ?? MSG.securitySessionUnknownDevice;
  return fillTemplate(MSG.securitySessionDevice, { browser, os });
}
