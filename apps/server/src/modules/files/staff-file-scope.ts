/**
 * Which stored files a staff member may read (architecture.md §5, §6: access control per role and per
 * record; spec 002 §6). Files are the most sensitive part of a KYC record (faces, identity cards,
 * signatures), so each role gets only what its work needs:
 *
 * - super admin (0): every customer's files;
 * - broker admin (1) and broker viewer (13): the files of their platform's customers (staff-scope.ts);
 * - bank admin (4): the files of its own bank's customers (staff-scope.ts);
 * - trade desk (5): none; its work is trade transactions, not identities;
 * - video-call officer (6): what a video verification shows (the photos, the KTP, the statement
 *   video and the call recordings) of their platform's customers whose record is submitted and waiting for review;
 * - any other role: none.
 */
import { type AttachmentKind, ROLES } from '@kilau/shared';
import type { DbOrTx } from '../../db/client';
import type { AccessClaims } from '../auth/session.service';
import { staffScope } from '../auth/staff-scope';

/** The attachments a video verification compares with the face on the call. */
const COMPARED_ATTACHMENTS = [
  'ktp',
  'photo',
  'photo_with_ktp',
  'selfie',
  'statement_video',
] as const satisfies readonly AttachmentKind[];

/** What the video officer reads: those attachments and the recordings of their calls (decision 0074). */
export const VIDEO_VERIFICATION_KINDS = [...COMPARED_ATTACHMENTS, 'video_call_recording'] as const;

export type StaffFileScope =
  | { kind: 'all' }
  | { kind: 'bank'; bankCode: string }
  | { kind: 'platform'; platformId: string }
  | { kind: 'video_verification'; fileKinds: readonly string[]; platformId: string | null }
  | { kind: 'none' };

export async function staffFileScope(db: DbOrTx, claims: AccessClaims): Promise<StaffFileScope> {
  if (claims.typ !== 'staff') return { kind: 'none' };
  const scope = await staffScope(db, claims);
  if (scope.kind === 'none') return scope;
  switch (claims.role) {
    case ROLES.superAdmin:
    case ROLES.brokerAdmin:
    case ROLES.brokerViewer:
    case ROLES.bankAdmin:
      return scope;
    case ROLES.videoOfficer:
      return {
        kind: 'video_verification',
        fileKinds: VIDEO_VERIFICATION_KINDS,
        platformId: scope.kind === 'platform' ? scope.platformId : null,
      };
    default:
      return { kind: 'none' };
  }
}
