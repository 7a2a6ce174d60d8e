/**
 * A participant's rating under a model (docs/product/risk-rating.md § How a rating is made): the
 * points of every factor that applies, the level from the thresholds, raised to the highest floor
 * of an applying factor. Pure: the facts are read from the record elsewhere (risk-facts.ts), so
 * the same facts under a draft model give the dry run's answer.
 */
import {
  DAY_MS,
  fillTemplate,
  MONITORING_SCENARIO_LABELS,
  type MonitoringScenarioKind,
  MSG,
  RISK_LEVELS,
  type RiskFactor,
  type RiskFactorResult,
  type RiskLevel,
  type RiskModel,
} from '@kilau/shared';

/** An option of a list as the record holds it: its code, and its name for the explanation. */
export interface NamedOption {
  code: string;
  name: string;
}

/** What the model reads of a participant, names resolved. */
export interface RiskFacts {
  /**
   * The function the customer declared with a 'yes' to the PEP question (null: no, or not asked),
   * and the positions of a confirmed PEP list match as the list gives them (null: none; decision 0193).
   */
  pep: { declared: string | null; matched: string | null };
  occupation: NamedOption | null;
  industry: NamedOption | null;
  sourceOfFunds: NamedOption | null;
  income: NamedOption | null;
  transactions: NamedOption | null;
  /** The KTP address's province and regency (dotted Kemendagri codes). */
  province: NamedOption | null;
  regency: NamedOption | null;
  citizenship: 'wni' | 'wna' | null;
  videoCallAccepted: boolean;
  /** The list names of the participant's dismissed matches. */
  dismissedMatches: string[];
  sharedIdentity: { nik: boolean; account: boolean; blacklisted: boolean };
  /** The participant's transaction-monitoring alerts, newest first (decision 0204). */
  monitoringAlerts: { kind: MonitoringScenarioKind; raisedAt: Date }[];
}

export interface RiskRating {
  modelVersion: string;
  score: number;
  level: RiskLevel;
  factors: RiskFactorResult[];
}

const rank = (level: RiskLevel) => RISK_LEVELS.indexOf(level);

function levelOf(score: number, model: RiskModel): RiskLevel {
  if (score >= model.thresholds.tinggi) return 'tinggi';
  if (score >= model.thresholds.menengah) return 'menengah';
  return 'rendah';
}

function listed(option: NamedOption | null, codes: readonly string[]): string | null {
  return option && codes.includes(option.code) ? option.name : null;
}

/** The alerts within the model's window, counted and named; null when none is (or the model has no such factor). */
function alertsDetail(facts: RiskFacts, model: RiskModel, now: Date): string | null {
  const factor = model.factors.monitoring_alert;
  if (!factor) return null;
  const since = now.getTime() - factor.days * DAY_MS;
  const recent = facts.monitoringAlerts.filter((a) => a.raisedAt.getTime() > since);
  if (recent.length === 0) return null;
  return fillTemplate(MSG.riskMonitoringAlertDetail, {
    count: String(recent.length),
    days: String(factor.days),
    scenarios: [...new Set(recent.map((a) => MONITORING_SCENARIO_LABELS[a.kind]))].join(', '),
  });
}

/** The details of the factors that apply, by factor; a factor absent does not apply. */
function applying(facts: RiskFacts, model: RiskModel, now: Date): Partial<Record<RiskFactor, string>> {
  const f = model.factors;
  const found: Partial<Record<RiskFactor, string>> = {};
  const pep = [
    facts.pep.declared !== null && MSG.riskPepDeclared.replace('{position}', facts.pep.declared),
    facts.pep.matched !== null && MSG.riskPepMatched.replace('{position}', facts.pep.matched),
  ];
  if (pep.some(Boolean)) found.pep = pep.filter(Boolean).join(', ');
  const occupation = listed(facts.occupation, f.occupation.codes);
  if (occupation) found.occupation = occupation;
  const industry = listed(facts.industry, f.industry.codes);
  if (industry) found.industry = industry;
  const funds = listed(facts.sourceOfFunds, f.source_of_funds.codes);
  if (funds) found.source_of_funds = funds;
  const upper = facts.income ? f.income_vs_transactions.income_upper[facts.income.code] : undefined;
  const lower = facts.transactions
    ? f.income_vs_transactions.transactions_lower[facts.transactions.code]
    : undefined;
  if (upper !== undefined && lower !== undefined && lower > f.income_vs_transactions.max_ratio * upper)
    found.income_vs_transactions = `${facts.transactions?.name} / ${facts.income?.name}`;
  const region = [facts.regency, facts.province].find((r) => r && f.domicile.region_codes.includes(r.code));
  if (region) found.domicile = region.name;
  if (facts.citizenship === 'wna') found.nationality = '';
  if (!facts.videoCallAccepted) found.channel = '';
  if (facts.dismissedMatches.length > 0) found.dismissed_match = facts.dismissedMatches.join(', ');
  const shared = [
    facts.sharedIdentity.nik && MSG.riskSharedNik,
    facts.sharedIdentity.account && MSG.riskSharedAccount,
    facts.sharedIdentity.blacklisted && MSG.riskSharedBlacklisted,
  ].filter((s): s is string => typeof s === 'string');
  if (shared.length > 0) found.shared_identity = shared.join(', ');
  const alerts = alertsDetail(facts, model, now);
  if (alerts) found.monitoring_alert = alerts;
  return found;
}

/** `now` dates the window of the alerts counted; the facts are otherwise timeless. */
export function rate(facts: RiskFacts, model: RiskModel, now = new Date()): RiskRating {
  const found = applying(facts, model, now);
  const factors: RiskFactorResult[] = [];
  for (const [factor, detail] of Object.entries(found) as [RiskFactor, string][]) {
    const weighed = model.factors[factor];
    if (!weighed) continue;
    const { points, floor } = weighed;
    factors.push({ factor, points, floor: floor ?? null, detail });
  }
  const score = factors.reduce((sum, f) => sum + f.points, 0);
  const level = factors.reduce<RiskLevel>(
    (lowest, f) => (f.floor && rank(f.floor) > rank(lowest) ? f.floor : lowest),
    levelOf(score, model),
  );
  return { modelVersion: model.version, score, level, factors };
}
