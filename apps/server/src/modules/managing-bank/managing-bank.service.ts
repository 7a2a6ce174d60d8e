/**
 * Managing-bank accounts (docs/product/back-office.md § Screens, Calls; decision 0071): the list, the detail with the trade
 * account and the documents staff compare the account with, and the one decision on an account.
 *
 * The decision is one transaction: a status-guarded UPDATE (the account must still be UNVERIFIED,
 * so of two staff acting at once exactly one wins and the other gets 409) and its audit row.
 */
import {
  KYC_SECTION_SCHEMAS,
  MANAGING_BANK_VERIFY_ROLES,
  type ManagingBank,
  type ManagingBankDetail,
  type ManagingBankListQuery,
  type ManagingBankStatus,
  type ManagingBankUpdateBody,
  MSG,
  readSection,
} from '@kilau/shared';
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../../plugins/errors';
import type { RequestMeta } from '../audit/audit.service';
import { type StaffScope, staffScope } from '../auth';
import type { AccessClaims } from '../auth/session.service';
import { recordFileViewing } from '../files';
import { accountClosedError, assertAccountOpen } from '../kyc-record';
import { recordPartnerEvent } from '../webhooks';
import {
  countAccounts,
  decideIfUnverified,
  findDocumentFile,
  findScopedAccount,
  listAccounts,
  type ManagingBankRow,
} from './managing-bank.repository';

type Deps = Pick<FastifyInstance, 'db' | 'audit'>;

const notFound = () => new ApiError(404, 404, MSG.managingBankNotFound, 'Managing-bank account not found');

export class ManagingBankService {
  constructor(private readonly deps: Deps) {}

  private scope(claims: AccessClaims): Promise<StaffScope> {
    return staffScope(this.deps.db, claims);
  }

  async list(claims: AccessClaims, q: ManagingBankListQuery) {
    const scope = await this.scope(claims);
    const [count, rows] = await Promise.all([
      countAccounts(this.deps.db, scope, q),
      listAccounts(this.deps.db, scope, q),
    ]);
    return {
      managing_bank: rows.map(toApi),
      page_metadata: { count, page: q.page, limit: q.limit },
    };
  }

  async detail(claims: AccessClaims, id: string): Promise<ManagingBankDetail> {
    const row = await findScopedAccount(this.deps.db, await this.scope(claims), id);
    if (!row) throw notFound();
    // The attachment section as the KYC read model passes it on (a plain read of the stored paths).
    const attachment = readSection(KYC_SECTION_SCHEMAS.attachment, row.attachment);
    return {
      managing_bank: toApi(row),
      trade_account: {
        account_no: row.tradeAccountNo,
        username: row.tradeUsername,
        etb_no: row.etbNo,
        hin_demo: row.hinDemo,
      },
      documents: {
        ktp: attachment.ktp ?? null,
        photo_with_ktp: attachment.photo_with_ktp ?? null,
        signature: attachment.signature ?? null,
      },
      ...decisions(claims.role, row),
    };
  }

  /**
   * One of the documents of a participant with an account in scope, else undefined; its reading
   * is audited once per viewing, whatever the Range (decision 0104).
   */
  async documentFile(claims: AccessClaims, storageKey: string, meta: RequestMeta) {
    const row = await findDocumentFile(this.deps.db, await this.scope(claims), storageKey);
    if (row) await recordFileViewing(this.deps, claims, row, meta, { via: 'managing_bank' });
    return row;
  }

  async decide(claims: AccessClaims, id: string, body: ManagingBankUpdateBody, meta: RequestMeta) {
    const { db, audit } = this.deps;
    const row = await findScopedAccount(db, await this.scope(claims), id);
    if (!row) throw notFound();
    if (row.accountClosedAt) throw accountClosedError();
    if (row.status !== 'UNVERIFIED') {
      throw new ApiError(400, 400, MSG.managingBankNotUnverified, 'The account is not UNVERIFIED');
    }
    const block = body.status === 'VERIFIED' ? verifyBlock(row) : null;
    if (block) throw new ApiError(409, 409, block, 'The account lacks its number or documents');
    const note = body.note || null;
    const activityId = await db.transaction(async (tx) => {
      const won = await decideIfUnverified(tx, row.id, {
        status: body.status,
        note,
        verifiedBy: claims.sub,
      });
      if (!won) {
        throw new ApiError(409, 409, MSG.managingBankConflict, 'The account changed meanwhile');
      }
      // The closure locks the waiting accounts it withdraws (decision 0130): read again after
      // this UPDATE's row lock, a closure that committed meanwhile refuses the decision.
      await assertAccountOpen(tx, row.kycCustomerId);
      if (body.status === 'VERIFIED')
        await recordPartnerEvent(tx, { type: 'bank_account.verified', participant: row.kycCustomerId });
      return audit.record(
        tx,
        {
          actorType: 'staff',
          actorId: claims.sub,
          action: body.status === 'VERIFIED' ? 'managing_bank.verify' : 'managing_bank.reject',
          targetType: 'managing_bank_account',
          targetId: row.id,
          details: {
            kyc_customer_id: row.kycCustomerId,
            from_status: row.status,
            status: body.status,
            note,
            app_name: row.appName,
            // The name's keyed digest, not the name: the trail outlives an erasure (decision 0113).
            fullname_hmac: audit.personalDigest(row.fullname ?? row.participantAccountName),
          },
        },
        meta,
      );
    });
    return { id: row.id, status: body.status, activity_id: activityId };
  }
}

/**
 * Why the account cannot be verified, or null (decision 0084): staff verify a number against the
 * participant's documents, so both must be there. Rejecting an incomplete account stays possible.
 */
export function verifyBlock(row: { accountNo: string | null; attachment: unknown }): string | null {
  if (!row.accountNo?.trim()) return MSG.managingBankVerifyNoAccountNo;
  const a = readSection(KYC_SECTION_SCHEMAS.attachment, row.attachment);
  if (!a.ktp || !a.photo_with_ktp || !a.signature) return MSG.managingBankVerifyNoDocuments;
  return null;
}

/** The decisions offered on the detail, and why verifying is not, from the one rule above. */
function decisions(role: number | null, row: ManagingBankRow & { attachment: unknown }) {
  // A closed account's bank account is decided by nobody (decision 0130).
  const allowed = row.accountClosedAt ? [] : allowedActions(role, row.status);
  const block = allowed.includes('verify') ? verifyBlock(row) : null;
  return {
    allowed_actions: block ? allowed.filter((a) => a !== 'verify') : allowed,
    unavailable_actions: block ? [{ action: 'verify' as const, reason: block }] : [],
  };
}

export function allowedActions(
  role: number | null,
  status: ManagingBankStatus,
): ManagingBankDetail['allowed_actions'] {
  const may = role !== null && (MANAGING_BANK_VERIFY_ROLES as readonly number[]).includes(role);
  return may && status === 'UNVERIFIED' ? ['verify', 'reject'] : [];
}

function toApi(r: ManagingBankRow): ManagingBank {
  return {
    id: r.id,
    kyc_customer_id: r.kycCustomerId,
    fullname: r.fullname ?? r.participantAccountName,
    app_name: r.appName,
    platform_name: r.platformName,
    bank: r.bankCode ? { bank_code: r.bankCode, name: r.bankName ?? r.bankCode } : null,
    account_no: r.accountNo,
    account_name: r.accountName,
    status: r.status,
    note: r.note,
    created_at: r.createdAt.toISOString(),
    updated_at: r.updatedAt.toISOString(),
    verified_at: r.verifiedAt?.toISOString() ?? null,
    verified_by: r.verifiedByName ? { fullname: r.verifiedByName } : null,
  };
}
