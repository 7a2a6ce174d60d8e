/**
 * Where a staff member signed out for inactivity goes after signing in again (decision 0127): the
 * back-office page they were on, only when it is a path of this site that names a back-office
 * screen. A full URL, a protocol-relative '//host', a backslash trick or a customer page is not
 * returned to (no open redirect); the role's first page is opened instead.
 */
import { matchPath } from 'react-router';
import { paths, STAFF_PATHS } from '../../config/staff-paths';

const BASE = 'https://kilau.invalid';

export function staffReturnPath(from: unknown): string | null {
  if (typeof from !== 'string' || from.length > 2000) return null;
  // One leading slash, then no slash or backslash: '//evil' and '/\evil' leave the site.
  if (!/^\/(?![/\\])/.test(from) || from.includes('\\')) return null;
  // Tabs and line breaks vanish when a URL is parsed ('/\t/evil' is '//evil'): none accepted.
  if ([...from].some((c) => c.charCodeAt(0) < 0x20)) return null;
  let url: URL;
  try {
    url = new URL(from, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE) return null;
  // The frame itself opens the role's first screen anyway.
  const screens = STAFF_PATHS.filter((p) => p !== paths.adminLayout);
  if (!screens.some((pattern) => matchPath(pattern, url.pathname))) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
