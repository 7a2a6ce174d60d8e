/**
 * A report to PPATK made whole from its draft (decision 0211): who it is about from the
 * customer's KYC record as it is now (the name and NIK as on the KTP, birth, the KTP address,
 * occupation, NPWP, source of funds), its transactions from the rows the case's alerts counted, the
 * broker as PPATK registered it, and the officer who files it. The same data feeds the screen and
 * the goAML XML (modules/goaml), so the officer reads what PPATK will.
 */
import { MSG } from '@kilau/shared';
import { inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { DbOrTx } from '../../db/client';
import { fundMovements, goldTransactions, type ppatkReports } from '../../db/schema';
import type { GoamlReport, ReportingPerson, ReportTransaction, SubjectPerson } from '../goaml';
import type { KycReadModel } from '../kyc-record';

type Deps = Pick<FastifyInstance, 'config'>;
type ReportRow = typeof ppatkReports.$inferSelect;

/** One transaction as the report carries it, with the label the screen shows. */
export interface BuiltTransaction {
  goaml: ReportTransaction;
  label: string;
}

/** Rupiah as goAML's decimal string; a USD amount at the monitoring's configured rate. */
function rupiah(amount: string, currency: string, usdIdrRate: number): string {
  return currency === 'USD' ? (Number(amount) * usdIdrRate).toFixed(2) : amount;
}

/** The report's transactions, oldest first: fund movements and trades (gold withdrawals carry no money). */
export async function reportTransactions(
  deps: Deps,
  db: DbOrTx,
  row: Pick<ReportRow, 'transactions'>,
): Promise<BuiltTransaction[]> {
  const rate = deps.config.MONITORING_USD_IDR_RATE;
  const { fund_movement_ids: movementIds, trade_ids: tradeIds } = row.transactions;
  const [movements, trades] = await Promise.all([
    movementIds.length
      ? db.select().from(fundMovements).where(inArray(fundMovements.id, movementIds))
      : Promise.resolve([]),
    tradeIds.length
      ? db.select().from(goldTransactions).where(inArray(goldTransactions.id, tradeIds))
      : Promise.resolve([]),
  ]);
  const built: BuiltTransaction[] = [
    ...movements.map((m): BuiltTransaction => {
      const cash = m.channel === 'cash';
      const incoming = m.kind === 'topup';
      const counterparty =
        m.counterpartyAccountNo && m.counterpartyBankCode
          ? ({
              kind: 'account',
              account: {
                institutionName: m.counterpartyBankCode,
                institutionCode: m.counterpartyBankCode,
                accountNumber: m.counterpartyAccountNo,
                ...(m.counterpartyAccountName ? { accountName: m.counterpartyAccountName } : {}),
              },
            } as const)
          : ({ kind: 'subject' } as const);
      const outside = {
        party: cash ? ({ kind: 'subject' } as const) : counterparty,
        funds: cash ? 'cash' : 'account',
      } as const;
      const broker = { party: { kind: 'subject' } as const, funds: 'account' } as const;
      return {
        label: cash
          ? incoming
            ? MSG.ppatkReportTxCashIn
            : MSG.ppatkReportTxCashOut
          : incoming
            ? MSG.ppatkReportTxTransferIn
            : MSG.ppatkReportTxTransferOut,
        goaml: {
          number: m.externalRef,
          internalRef: m.id,
          at: m.occurredAt,
          mode: cash
            ? incoming
              ? 'cashDeposit'
              : 'cashWithdrawal'
            : incoming
              ? 'transferIn'
              : 'transferOut',
          amountIdr: rupiah(m.amount, m.currency, rate),
          from: incoming ? outside : broker,
          to: incoming ? broker : outside,
        },
      };
    }),
    ...trades.map((t): BuiltTransaction => {
      const buy = t.direction === 'buy';
      const money = { party: { kind: 'subject' } as const, funds: 'account' } as const;
      const gold = {
        party: { kind: 'subject' } as const,
        funds: 'gold',
        fundsComment: `${t.quantity} lot, kontrak ${t.contractId}`,
      } as const;
      return {
        label: buy ? MSG.ppatkReportTxBuy : MSG.ppatkReportTxSell,
        goaml: {
          number: t.externalRef,
          internalRef: t.id,
          at: t.tradedAt,
          mode: buy ? 'goldPurchase' : 'goldSale',
          amountIdr: rupiah(t.settlementAmount, t.currency, rate),
          from: buy ? money : gold,
          to: buy ? gold : money,
        },
      };
    }),
  ];
  return built.sort((a, b) => a.goaml.at.getTime() - b.goaml.at.getTime());
}

/** Who the report is about, from the KYC record's read model. */
export function subjectOf(model: KycReadModel, user: { email: string; phone: string }): SubjectPerson {
  const p = model.personal;
  const a = model.identity_address;
  const street = [a.address, a.rt && a.rw ? `RT ${a.rt}/RW ${a.rw}` : '', a.village_type?.name ?? '']
    .filter(Boolean)
    .join(', ');
  return {
    fullName: p.fullname ?? model.fullname ?? '',
    gender: /perempuan|wanita/i.test(p.gender_type?.name ?? '') ? 'female' : 'male',
    nik: p.ktp_no ?? '',
    birthDate: p.date_of_birth ?? '',
    birthPlace: p.place_of_birth ?? '',
    address: {
      kind: 'home',
      line: street.slice(0, 100),
      ...(a.district_type?.name ? { district: a.district_type.name } : {}),
      city: a.regency_type?.name ?? '',
      ...(a.province_type?.name ? { province: a.province_type.name } : {}),
      ...(a.postcode ? { postcode: a.postcode } : {}),
    },
    occupation: model.employment.occupation_type?.name ?? '',
    ...(model.employment.company_name ? { employer: model.employment.company_name } : {}),
    phone: user.phone,
    email: user.email,
    ...(p.npwp_no ? { npwp: p.npwp_no } : {}),
    sourceOfWealth: model.financial.fund_type?.name ?? '',
  };
}

/** What keeps the XML from being made now, in Indonesian; empty when nothing does. */
export function missingForXml(deps: Deps, row: ReportRow, transactions: BuiltTransaction[]): string[] {
  const missing: string[] = [];
  if (deps.config.GOAML_RENTITY_ID === undefined) missing.push(MSG.ppatkReportMissingEntity);
  if (row.kind === 'ltkm' && row.reason.trim() === '') missing.push(MSG.ppatkReportMissingReason);
  if (transactions.length === 0) missing.push(MSG.ppatkReportMissingTransactions);
  return missing;
}

/** The whole report as goAML takes it; call only when `missingForXml` is empty. */
export function goamlReportOf(
  deps: Deps,
  row: ReportRow,
  parts: { subject: SubjectPerson; officer: ReportingPerson; transactions: BuiltTransaction[]; now: Date },
): GoamlReport {
  const base = {
    entity: {
      rentityId: deps.config.GOAML_RENTITY_ID ?? 0,
      ...(deps.config.GOAML_RENTITY_BRANCH ? { branch: deps.config.GOAML_RENTITY_BRANCH } : {}),
    },
    reference: row.reference,
    submittedAt: parts.now,
    reportingPerson: parts.officer,
    subject: parts.subject,
    transactions: parts.transactions.map((t) => t.goaml),
    ...(row.action.trim() ? { action: row.action.trim() } : {}),
  };
  return row.kind === 'ltkm'
    ? {
        ...base,
        kind: 'ltkm',
        reason: row.reason.trim(),
        ...(row.indicators.length ? { indicators: row.indicators } : {}),
      }
    : {
        ...base,
        kind: 'ltkt',
        cashDirection: row.cashDirection === 'out' ? 'out' : 'in',
        ...(row.reason.trim() ? { reason: row.reason.trim() } : {}),
      };
}
