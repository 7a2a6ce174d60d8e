/**
 * What a copy of the customer's data holds (decision 0113): `data.json` and the list of their files,
 * gathered from the rows that name this customer and no other. Field names are the form's own
 * (`personal.fullname`), so README.id.md can explain them; a chosen option or region code keeps its
 * id and has its name beside it as `<field>_label` (`gender_type_label: 'Laki-laki'`), the one
 * form for every labelled field. The readable summary (ringkasan.pdf) is built from the same rows
 * and the KYC read model (data-export.summary.ts).
 *
 * Left out on purpose (UU 27/2022 art. 15; README.id.md says such records may exist): staff notes,
 * screening, risk, four-eyes proposals, staff names, the video-call recordings (their times are in),
 * the checks' bookkeeping on a section (`nik_check`).
 */
import path from 'node:path';
import { FUNDS_DECLARATION_ITEM, fillTemplate, MSG, statusNasabahText } from '@kilau/shared';
import type { DbOrTx } from '../../db/client';
import { findOwnRecord, readKycRecord } from '../kyc-record';
import { declarationWithTimeOf } from '../resubmission';
import {
  findAcceptances,
  findAccount,
  findBalances,
  findDecisions,
  findFundMovements,
  findGoldWithdrawals,
  findLabels,
  findLogins,
  findOwnFiles,
  findRecords,
  findResubmissionItems,
  findTrades,
  findVideoCalls,
} from './data-export.repository';
import type { SummaryInput } from './data-export.summary';

/** The decisions a customer is told of; of their details only the status, and a reject's reason. */
const TOLD_ACTIONS = [
  'onboarding.submit',
  'kyc.resubmission_requested',
  'kyc.resubmitted',
  'kyc.bank_approve',
  'kyc.approve',
  'kyc.reject',
  'kyc.blacklist',
  'kyc.unblacklist',
  'video.accept',
] as const;
const LOGIN_ACTIONS = ['auth.login', 'auth.logout'] as const;
const SECTIONS = [
  'personal',
  'identity_address',
  'employment',
  'financial',
  'bank_account',
  'emergency_contact',
  'attachment',
] as const;
type Section = (typeof SECTIONS)[number];
/** Bookkeeping of a section's checks, not what the customer declared. */
const LEFT_OUT_KEYS = new Set(['nik_check']);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const REGION = /^\d{2}(\.\d{2}(\.\d{2}(\.\d{4})?)?)?$/;
const REGION_FIELDS = new Set(['province_type', 'regency_type', 'district_type', 'village_type']);
/** The sections whose `*_type` fields hold master-data ids or region codes. */
const LABELLED: ReadonlySet<Section> = new Set(['personal', 'identity_address', 'employment', 'financial']);

type Labels = { options: Record<string, string>; regions: Record<string, string> };

/**
 * A section with each option id or region code followed by its name as `<field>_label` (null when
 * the lists no longer hold it): data.json keeps the ids, and a person reads the names beside them.
 */
function withLabels(section: Record<string, unknown>, labels: Labels): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(section)) {
    out[k] = v;
    if (typeof v !== 'string' || v === '' || !k.endsWith('_type')) continue;
    if (REGION_FIELDS.has(k)) out[`${k}_label`] = labels.regions[v] ?? null;
    else if (UUID.test(v)) out[`${k}_label`] = labels.options[v] ?? null;
  }
  return out;
}

/** A file of the customer's, as the ZIP names it and the store holds it. */
export interface ExportFile {
  /** The path inside the ZIP (`files/…`). */
  path: string;
  storageKey: string;
  /** The size in the store now. */
  size: number;
}

export interface ExportContent {
  data: Record<string, unknown>;
  /** The stored files the ZIP carries (those the store still holds). */
  files: ExportFile[];
  /** One line per record: its platform and bank, who received the data. */
  recipients: string[];
  email: string | null;
  fullname: string | null;
  /** ringkasan.pdf's content: the records as the KYC read model names them, times as instants. */
  summary: SummaryInput;
}

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

function clean(section: Record<string, unknown> | null | undefined): Record<string, unknown> {
  return Object.fromEntries(Object.entries(section ?? {}).filter(([k]) => !LEFT_OUT_KEYS.has(k)));
}

/** Every string in a value, to look up options and regions by. */
function strings(value: unknown, out: Set<string>): Set<string> {
  if (typeof value === 'string') out.add(value);
  else if (Array.isArray(value)) for (const v of value) strings(v, out);
  else if (value && typeof value === 'object') for (const v of Object.values(value)) strings(v, out);
  return out;
}

const sectionOfItem = (item: string): Section =>
  (SECTIONS as readonly string[]).includes(item) ? (item as Section) : 'attachment';

/**
 * `sizeInStore` answers a file's size in the store, or null when the store no longer holds it (an
 * erased or lost file is listed, marked unavailable, rather than failing the whole copy).
 */
export async function gatherContent(
  db: DbOrTx,
  userId: string,
  meta: { exportId: string; now: Date; readModel: Parameters<typeof readKycRecord>[2] },
  sizeInStore: (storageKey: string) => Promise<number | null>,
): Promise<ExportContent> {
  const account = await findAccount(db, userId);
  const records = await findRecords(db, userId);
  const recordIds = records.map((r) => r.id);
  const [acceptances, items, decisions, logins, calls, trades, movements, withdrawals, balances, ownFiles] =
    await Promise.all([
      findAcceptances(db, recordIds),
      findResubmissionItems(db, recordIds),
      findDecisions(db, recordIds, TOLD_ACTIONS),
      findLogins(db, userId, LOGIN_ACTIONS),
      findVideoCalls(db, recordIds),
      findTrades(db, userId),
      findFundMovements(db, userId),
      findGoldWithdrawals(db, userId),
      findBalances(db, userId),
      findOwnFiles(db, userId),
    ]);

  // Files: a readable name per file, its upload time and digest; the current ones marked.
  const current = new Set<string>();
  for (const r of records) for (const v of strings(r.attachment, new Set())) current.add(v);
  const fileById = new Map<string, string>();
  const availableIds = new Set<string>();
  const pathByKey = new Map<string, string>();
  const files: ExportFile[] = [];
  const fileList = [];
  for (const f of ownFiles) {
    const ext = path.posix.extname(f.storageKey).replace(/[^.a-z0-9]/gi, '') || '.bin';
    const zipPath = `files/${f.kind}-${f.createdAt.toISOString().replace(/[:.]/g, '-')}-${f.id.slice(0, 8)}${ext}`;
    const inStore = await sizeInStore(f.storageKey);
    const available = inStore !== null;
    fileById.set(f.id, zipPath);
    if (available) availableIds.add(f.id);
    pathByKey.set(f.storageKey, zipPath);
    if (available) files.push({ path: zipPath, storageKey: f.storageKey, size: inStore });
    fileList.push({
      path: zipPath,
      kind: f.kind,
      record_id: f.customerId,
      mime: f.mime,
      size: f.size,
      uploaded_at: iso(f.createdAt),
      sha256: f.sha256,
      current: current.has(f.storageKey) || current.has(f.id),
      available,
    });
  }

  const words = new Set<string>();
  for (const r of records)
    for (const s of [r.personal, r.identityAddress, r.employment, r.financial]) strings(s, words);
  for (const i of items) strings(i.previousData, words);
  const labels = await findLabels(
    db,
    [...words].filter((w) => UUID.test(w)),
    [...words].filter((w) => REGION.test(w)),
  );

  const kycRecords = records.map((r) => {
    const now: Record<Section, Record<string, unknown>> = {
      personal: { ...clean(r.personal), fullname: r.fullname ?? r.personal.fullname ?? null },
      identity_address: clean(r.identityAddress),
      employment: clean(r.employment),
      financial: clean(r.financial),
      bank_account: clean(r.bankAccount),
      emergency_contact: clean(r.emergencyContact),
      // The files by their place in the ZIP, not by the store's keys.
      attachment: Object.fromEntries(
        Object.entries(clean(r.attachment)).map(([k, v]) => [
          k,
          (typeof v === 'string' && pathByKey.get(v)) || v,
        ]),
      ),
    };
    const sections = Object.fromEntries(
      SECTIONS.map((s) => {
        const earlier = items
          .filter((i) => i.customerId === r.id && i.decision === 'resubmit' && sectionOfItem(i.item) === s)
          .filter((i) => i.previousData || i.previousFileId)
          .map((i) => ({
            item: i.item,
            version: i.version,
            replaced_at: iso(i.resubmittedAt),
            ...(i.previousData
              ? { data: LABELLED.has(s) ? withLabels(clean(i.previousData), labels) : clean(i.previousData) }
              : {}),
            ...(i.previousFileId ? { file: fileById.get(i.previousFileId) ?? null } : {}),
          }));
        return [s, { as_now: LABELLED.has(s) ? withLabels(now[s], labels) : now[s], as_submitted: earlier }];
      }),
    );
    return {
      record_id: r.id,
      platform: r.platformName,
      bank: r.bankName ?? r.bankCode,
      status_nasabah: r.statusNasabah,
      status_text: r.statusNasabah === null ? null : statusNasabahText(r.statusNasabah),
      created_at: iso(r.createdAt),
      submitted_at: iso(r.submittedAt),
      trade_account_no: r.tradeAccountNo,
      trade_username: r.tradeUsername,
      sections,
      // The customer's own statement when asked for it (decision 0192): their words, their document.
      funds_declarations: items.flatMap((i) => {
        const declared =
          i.customerId === r.id && i.item === FUNDS_DECLARATION_ITEM ? declarationWithTimeOf(i) : null;
        return declared
          ? [
              {
                source_of_funds: declared.source_of_funds,
                source_of_wealth: declared.source_of_wealth,
                declared_at: declared.declared_at,
                file: fileById.get(declared.file_id) ?? null,
              },
            ]
          : [];
      }),
    };
  });

  const data = {
    format: 'kilau-data-export/1',
    export_id: meta.exportId,
    generated_at: meta.now.toISOString(),
    account: account && {
      fullname: account.fullname,
      username: account.username,
      email: account.email,
      phone: account.phonenumber,
      status: account.status,
      created_at: iso(account.createdAt),
      email_verified_at: iso(account.emailVerifiedAt),
      phone_verified_at: iso(account.phoneVerifiedAt),
      restricted_at: iso(account.restrictedAt),
    },
    kyc_records: kycRecords,
    option_labels: labels.options,
    region_names: labels.regions,
    consents: acceptances.map((a) => ({
      record_id: a.customerId,
      document: a.document,
      text_version: a.version,
      accepted_at: iso(a.acceptedAt),
      ip: a.ip,
      details: a.details,
    })),
    status_history: decisions.map((d) => ({
      record_id: d.targetId,
      at: iso(d.at),
      event: d.action,
      status_nasabah: d.status,
      status_text: d.status === null ? null : statusNasabahText(d.status),
      // Only a rejection's reason was told to the customer as such; a blacklist's never is.
      reason: d.action === 'kyc.reject' ? d.description : null,
    })),
    fix_requests: items
      .filter((i) => i.decision === 'resubmit')
      .map((i) => ({
        record_id: i.customerId,
        item: i.item,
        requested_at: iso(i.requestedAt),
        resubmitted_at: iso(i.resubmittedAt),
        reason_code: i.reasonCode,
        reason_text: i.reasonText,
        note_to_customer: i.noteToCustomer,
      })),
    video_calls: [
      ...records
        .filter((r) => r.videoSchedule || r.videoAcceptedAt)
        .map((r) => ({
          record_id: r.id,
          scheduled_for: iso(r.videoSchedule),
          accepted_at: iso(r.videoAcceptedAt),
        })),
      ...calls.map((c) => ({
        record_id: c.customerId,
        started_at: iso(c.startedAt),
        finished_at: iso(c.finishedAt),
        duration_ms: c.durationMs,
      })),
    ],
    trades: trades.map((t) => ({
      traded_at: iso(t.tradedAt),
      platform: t.platformName,
      reference: t.externalRef,
      contract_id: t.contractId,
      direction: t.direction,
      type: t.type,
      condition: t.condition,
      status: t.status,
      quantity: t.quantity,
      price: t.price,
      settlement_amount: t.settlementAmount,
      fee: t.fee,
      currency: t.currency,
    })),
    // What the partners reported of the customer's money and gold (decision 0199): their own
    // transactions, as the trades are; never what the monitoring made of them.
    fund_movements: movements.map((m) => ({
      occurred_at: iso(m.occurredAt),
      platform: m.platformName,
      reference: m.reference,
      kind: m.kind,
      amount: m.amount,
      currency: m.currency,
      channel: m.channel,
      counterparty: m.counterpartyAccountNo
        ? {
            bank_code: m.counterpartyBankCode,
            account_no: m.counterpartyAccountNo,
            account_name: m.counterpartyAccountName,
          }
        : null,
    })),
    gold_withdrawals: withdrawals.map((w) => ({
      occurred_at: iso(w.occurredAt),
      platform: w.platformName,
      reference: w.reference,
      grams: w.grams,
      contract_id: w.contractId,
    })),
    balances: balances && {
      giropos: balances.giroposBalance,
      giropos_usd: balances.giroposUsdBalance,
      rdk: balances.rdkBalance,
      usd: balances.usdBalance,
      micro_idr: balances.microBalanceIdr,
      premium_idr: balances.premiumBalanceIdr,
      micro_usd: balances.microBalanceUsd,
      premium_usd: balances.premiumBalanceUsd,
      micro_grams: balances.microGrams,
      premium_grams: balances.premiumGrams,
      updated_at: iso(balances.updatedAt),
    },
    logins: logins.map((l) => ({
      at: iso(l.at),
      event: l.action,
      outcome: l.outcome,
      ip: l.ip,
      city: l.city,
      country: l.country,
      device: l.userAgent,
    })),
    files: fileList,
  };

  const recipients = records.map((r) =>
    fillTemplate(MSG.dataExportReadmeRecipient, {
      platform: r.platformName,
      bank: r.bankName ?? MSG.dataExportReadmeBankUnknown,
    }),
  );
  // The summary names options and regions as every other reader does: through the read model.
  const platformOf = new Map(records.map((r) => [r.id, r.platformName]));
  const summary: SummaryInput = {
    createdAt: meta.now,
    account: account && {
      fullname: account.fullname,
      username: account.username,
      email: account.email,
      phone: account.phonenumber,
      createdAt: account.createdAt,
      emailVerifiedAt: account.emailVerifiedAt,
      phoneVerifiedAt: account.phoneVerifiedAt,
    },
    records: [],
    history: decisions.map((d) => ({
      platform: platformOf.get(d.targetId ?? '') ?? '',
      at: d.at,
      action: d.action,
      status: d.status,
      reason: d.action === 'kyc.reject' ? d.description : null,
    })),
    fixes: items
      .filter((i) => i.decision === 'resubmit')
      .map((i) => ({
        item: i.item,
        reasonCode: i.reasonCode,
        reasonText: i.reasonText,
        requestedAt: i.requestedAt,
      })),
    files: ownFiles.map((f) => ({
      kind: f.kind,
      uploadedAt: f.createdAt,
      available: availableIds.has(f.id),
    })),
    consents: acceptances.map((a) => ({ document: a.document, version: a.version, at: a.acceptedAt })),
    logins: logins.map((l) => ({
      at: l.at,
      action: l.action,
      outcome: l.outcome,
      city: l.city,
      country: l.country,
    })),
  };
  for (const r of records) {
    const record = await findOwnRecord(db, userId, r.id);
    summary.records.push({
      model: record ? await readKycRecord(db, record, meta.readModel) : undefined,
      platform: r.platformName,
      bank: r.bankName ?? r.bankCode,
      statusNasabah: r.statusNasabah,
      submittedAt: r.submittedAt,
      tradeAccountNo: r.tradeAccountNo,
    });
  }
  return {
    data,
    files,
    summary,
    recipients: [...new Set(recipients)],
    email: account?.email ?? null,
    fullname: account?.fullname ?? null,
  };
}

/** README.id.md: what each part is, who received the data, and what a copy never holds. */
export function readme(v: { exportId: string; created: string; recipients: string[] }): string {
  return fillTemplate(MSG.dataExportReadme, {
    export_id: v.exportId,
    created: v.created,
    recipients: v.recipients.length ? v.recipients.join('\n') : MSG.dataExportReadmeNoRecipient,
  });
}
