/**
 * Which stored files a staff member may read (architecture.md §5, §6: access control per role and per
 * record; docs/product/back-office.md § Roles). Files are the most sensitive part of a KYC record (faces, identity cards,
 * signatures), so each role gets only what its work needs:
 *
 * - super admin (0): every customer's files;
 * - broker admin (1) and broker viewer (13): the files of their platform's customers (staff-scope.ts);
 * - bank admin (4): the files of its own bank's customers (staff-scope.ts);
 * - trade desk (5): none; its work is trade transactions, not identities;
 * - video-call officer (6): the files of their platform's customers whose record is submitted and
 *   waiting for review: every attachment the detail shows the broker (the signatures too: the same
 *   read model serves every role, decision 0085) and the call recordings;
 * - any other role: none.
 */
import { ATTACHMENT_KINDS, DATA_REQUEST_ROLES, RISK_READ_ROLES, ROLES } from '@kilau/shared';
import type { DbOrTx } from '../../db/client';
import { staffScope } from '../auth';
import type { AccessClaims } from '../auth/session.service';

/**
 * What the video officer reads: every attachment the participant submitted, as the broker's detail
 * shows it (decision 0085; until then the signatures were left out), and the recordings of their
 * calls (decision 0074).
 */
export const VIDEO_VERIFICATION_KINDS = [...ATTACHMENT_KINDS, 'video_call_recording'] as const;

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

/**
 * A correction's supporting document (kind `data_request`, decision 0113) is read by the roles
 * that decide data requests, within their record scope; the other roles' work does not need it.
 * The declaration's document (kind `funds_declaration`) by those who read the risk rating.
 */
export function mayReadKind(claims: AccessClaims, kind: string): boolean {
  const role = claims.role;
  if (kind === 'data_request')
    return role !== null && (DATA_REQUEST_ROLES as readonly number[]).includes(role);
  // The declaration of source of funds is enhanced due diligence: read where the risk rating is
  // (docs/product/risk-rating.md § Roles), never by the bank's staff.
  if (kind === 'funds_declaration')
    return role !== null && (RISK_READ_ROLES as readonly number[]).includes(role);
  return true;
}
