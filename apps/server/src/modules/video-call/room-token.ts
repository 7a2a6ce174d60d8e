/**
 * Room tokens (decision 0072): what `…/twilio_token` and `…/twilio/access_token` answer, in place of a
 * hosted video provider's token. A JWT for one room and one person, valid a few minutes, with its own
 * audience so that it can never pass as a session's access token (those need a session id and no
 * audience) nor a session token as a room token. The signaling socket checks it on connect, and
 * then that its room is still the record's current room and open (VideoCallService.admits).
 */
import { VIDEO_ROOM_TOKEN_TTL_SECONDS } from '@kilau/shared';
import { jwtVerify, SignJWT } from 'jose';

const AUDIENCE = 'kilau-video-room';

export interface RoomClaims {
  /** The room: the participant's video link. */
  room: string;
  /** Who joins: the staff member's or the customer's id. */
  sub: string;
  /** The officer hosts (and records); the participant is the guest. */
  part: 'host' | 'guest';
}

export function signRoomToken(secret: Uint8Array, claims: RoomClaims): Promise<string> {
  return new SignJWT({ room: claims.room, part: claims.part })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(claims.sub)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(`${VIDEO_ROOM_TOKEN_TTL_SECONDS}s`)
    .sign(secret);
}

/** The token's claims, or null when it is forged, expired or not a room token. */
export async function verifyRoomToken(secret: Uint8Array, token: string): Promise<RoomClaims | null> {
  try {
    const { payload } = await jwtVerify(token, secret, {
      algorithms: ['HS256'],
      audience: AUDIENCE,
      requiredClaims: ['exp', 'sub'],
    });
    const { room, part, sub } = payload;
    if (typeof room !== 'string' || typeof sub !== 'string' || (part !== 'host' && part !== 'guest'))
      return null;
    return { room, sub, part };
  } catch {
    return null;
  }
}
