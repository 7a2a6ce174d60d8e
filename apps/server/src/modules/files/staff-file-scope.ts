/**
 * Which stored files a staff member may read (architecture.md §5, §6: access control per role and per
 * record; spec 002 §6). Files are the most sensitive part of a KYC record (faces, identity cards,
 * signatures), so each role gets only what its work needs:
 *
 * - super admin (0), broker admin (1) and broker viewer (13): every customer's files. Staff rows
 *   carry no platform, so the broker's roles are not narrowed by platform;
 * - bank admin (4): the files of its own bank's customers (staff-scope.ts);
 * - trade desk (5): none; its work is trade transactions, not identities;
 * - video-call officer (6): what a video verification shows (the photos, the KTP and the statement
 *   video) of customers whose record is submitted and waiting for review;
 * - any other role: none.
 */
import { type AttachmentKind, ROLES } from '@kilau/shared';
import type { DbOrTx } from '../../db/client';
import type { AccessClaims } from '../auth/session.service';
import { staffScope } from '../auth/staff-scope';

/** The attachments a video verification compares with the face on the call. */
export const VIDEO_VERIFICATION_KINDS = [
  'ktp',
  'photo',
  'photo_with_ktp',
  'selfie',
  'statement_video',
] as const satisfies readonly AttachmentKind[];

export type StaffFileScope =
  | { kind: 'all' }
  | { kind: 'bank'; bankCode: string }
  | { kind: 'video_verification'; fileKinds: readonly string[] }
  | { kind: 'none' };

export async function staffFileScope(db: DbOrTx, claims: AccessClaims): Promise<StaffFileScope> {
  if (claims.typ !== 'staff') return { kind: 'none' };
  switch (claims.role) {
    case ROLES.superAdmin:
    case ROLES.brokerAdmin:
    case ROLES.brokerViewer:
      return { kind: 'all' };
    case ROLES.bankAdmin: {
      const scope = await staffScope(db, claims);
      return scope.kind === 'bank' ? scope : { kind: 'none' };
    }
    case ROLES.videoOfficer:
      return { kind: 'video_verification', fileKinds: VIDEO_VERIFICATION_KINDS };
    default:
      return { kind: 'none' };
  }
}
