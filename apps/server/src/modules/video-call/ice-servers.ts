/**
 * The ICE servers a browser of the video call uses (decision 0072), from configuration. TURN
 * credentials are time-limited, made as coturn's REST API expects (`use-auth-secret` with
 * `static-auth-secret`): the username is "<expiry unix time>:<person>", the password the base64 of
 * HMAC-SHA1(secret, username). coturn checks both without asking us, and refuses them after expiry.
 */
import { createHmac } from 'node:crypto';
import { VIDEO_LINK_VALID_MS } from '@kilau/shared';

export interface IceServer {
  urls: string[];
  username?: string;
  credential?: string;
}

/** Long enough for a call opened at the end of its window, not much longer. */
const TURN_CREDENTIAL_TTL_SECONDS = Math.round(VIDEO_LINK_VALID_MS / 1000) + 3600;

const list = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

export function turnCredential(secret: string, person: string, now: Date) {
  const expiry = Math.floor(now.getTime() / 1000) + TURN_CREDENTIAL_TTL_SECONDS;
  const username = `${expiry}:${person}`;
  return { username, credential: createHmac('sha1', secret).update(username).digest('base64') };
}

export function iceServers(
  config: {
    STUN_URLS?: string | undefined;
    TURN_URLS?: string | undefined;
    TURN_SECRET?: string | undefined;
  },
  person: string,
  now = new Date(),
): IceServer[] {
  const servers: IceServer[] = [];
  const stun = list(config.STUN_URLS);
  if (stun.length) servers.push({ urls: stun });
  const turn = list(config.TURN_URLS);
  if (turn.length && config.TURN_SECRET)
    servers.push({ urls: turn, ...turnCredential(config.TURN_SECRET, person, now) });
  return servers;
}
