/**
 * The onboarding flow as data (architecture.md §5 "onboarding order"): which steps a customer walks, in
 * which order, for a platform and bank. The web step indicator and previous/next links and the
 * server's submission check all read these tables, so the order is written once.
 */
import { CUSTOMER_STATES, type CustomerState } from '../constants';
import { MSG } from '../messages';

/** Every step, in the registration order of docs/product/onboarding.md § Screens (the default flow walks them all). */
export const STEP_IDS = [
  'personal',
  'employment',
  'financial',
  'bank_account',
  'emergency_contact',
  'attachment',
  'review',
] as const;
export type StepId = (typeof STEP_IDS)[number];

/** The record sections the steps write (kyc_customers' jsonb columns), in step order; review writes none. */
export const STEP_SECTIONS = [
  'personal',
  'employment',
  'financial',
  'bank_account',
  'emergency_contact',
  'attachment',
] as const;
export type StepSection = (typeof STEP_SECTIONS)[number];

/**
 * The final submission's codes for an incomplete section (docs/product/onboarding.md § States, Messages: 2005–2009). None of
 * them is for the bank-account step; 2011, the first number after 2010 (the KTP refusal), is ours
 * (decision 0040), so a record cannot be submitted without the participant-account confirmation.
 */
export const SUBMISSION_MISSING = {
  personal: 2005,
  employment: 2006,
  financial: 2007,
  bank_account: 2011,
  emergency_contact: 2008,
  attachment: 2009,
} as const;
export type SubmissionMissingCode = (typeof SUBMISSION_MISSING)[keyof typeof SUBMISSION_MISSING];

export interface OnboardingStep {
  id: StepId;
  route: string;
  /** The customer state a successful save moves the record to (never backwards). */
  advancesTo: CustomerState;
  section: StepSection | null;
  /** Whether the submission requires this section when the step is in the flow. */
  requiredForSubmission: boolean;
  missingCode: SubmissionMissingCode | null;
  missingMessage: string | null;
}

export const ONBOARDING_STEPS: Readonly<Record<StepId, OnboardingStep>> = {
  personal: {
    id: 'personal',
    route: '/register-datapribadi',
    advancesTo: 'customer',
    section: 'personal',
    requiredForSubmission: true,
    missingCode: SUBMISSION_MISSING.personal,
    missingMessage: MSG.submitMissingPersonal,
  },
  employment: {
    id: 'employment',
    route: '/register-datapekerjaan',
    advancesTo: 'employment',
    section: 'employment',
    requiredForSubmission: true,
    missingCode: SUBMISSION_MISSING.employment,
    missingMessage: MSG.submitMissingEmployment,
  },
  financial: {
    id: 'financial',
    route: '/register-datakeuangan',
    advancesTo: 'financial',
    section: 'financial',
    requiredForSubmission: true,
    missingCode: SUBMISSION_MISSING.financial,
    missingMessage: MSG.submitMissingFinancial,
  },
  bank_account: {
    id: 'bank_account',
    route: '/register-datarekening',
    advancesTo: 'account',
    section: 'bank_account',
    requiredForSubmission: true,
    missingCode: SUBMISSION_MISSING.bank_account,
    missingMessage: MSG.submitMissingBankAccount,
  },
  emergency_contact: {
    id: 'emergency_contact',
    route: '/register-datakontak',
    advancesTo: 'contact',
    section: 'emergency_contact',
    requiredForSubmission: true,
    missingCode: SUBMISSION_MISSING.emergency_contact,
    missingMessage: MSG.submitMissingEmergencyContact,
  },
  attachment: {
    id: 'attachment',
    route: '/register-datalampiran',
    advancesTo: 'attachment',
    section: 'attachment',
    requiredForSubmission: true,
    missingCode: SUBMISSION_MISSING.attachment,
    missingMessage: MSG.submitMissingAttachment,
  },
  review: {
    id: 'review',
    route: '/register-preview',
    advancesTo: 'submitted',
    section: null,
    requiredForSubmission: false,
    missingCode: null,
    missingMessage: null,
  },
};

/** Where the review step leads after a successful submission. */
export const WAITING_ROUTE = '/register-waiting';

export const FLOW_IDS = ['default', 'short'] as const;
export type FlowId = (typeof FLOW_IDS)[number];

/** The ordered step ids of each flow; the last step is always the review. */
export const ONBOARDING_FLOWS: Readonly<Record<FlowId, readonly StepId[]>> = {
  /** Every step: the six data steps in the registration order (architecture.md §5), then review. */
  default: STEP_IDS,
  /** The 4-step reading of docs/product/onboarding.md § Screens: work step straight to attachments. */
  short: ['personal', 'employment', 'attachment', 'review'],
};

/**
 * Which flow a platform (by app_name) or bank (by code) uses. The first matching rule wins; a rule
 * naming both must match both. Nothing matches → 'default'. Empty today: every customer walks the
 * six steps, and switching a platform or bank to the short flow is one line here.
 */
export interface FlowRule {
  platform?: string;
  bankCode?: string;
  flow: FlowId;
}
export const FLOW_RULES: readonly FlowRule[] = [];

export interface FlowContext {
  /** The platform's app_name (stable across databases, unlike its id). */
  platform?: string | null;
  bankCode?: string | null;
}

export function flowIdFor(ctx: FlowContext, rules: readonly FlowRule[] = FLOW_RULES): FlowId {
  const rule = rules.find(
    (r) =>
      (r.platform === undefined || r.platform === ctx.platform) &&
      (r.bankCode === undefined || r.bankCode === ctx.bankCode) &&
      (r.platform !== undefined || r.bankCode !== undefined),
  );
  return rule?.flow ?? 'default';
}

export function flowSteps(flow: FlowId): OnboardingStep[] {
  return ONBOARDING_FLOWS[flow].map((id) => ONBOARDING_STEPS[id]);
}

/** The 0-based position of a step in a flow, or -1 when the flow does not have it. */
export function stepIndex(flow: FlowId, step: StepId): number {
  return ONBOARDING_FLOWS[flow].indexOf(step);
}

/** The step after this one, or null after the review (the waiting screen) or outside the flow. */
export function nextStep(flow: FlowId, step: StepId): OnboardingStep | null {
  const i = stepIndex(flow, step);
  const id = i < 0 ? undefined : ONBOARDING_FLOWS[flow][i + 1];
  return id ? ONBOARDING_STEPS[id] : null;
}

/** The step before this one, or null for the first step (before it comes the bank choice). */
export function previousStep(flow: FlowId, step: StepId): OnboardingStep | null {
  const i = stepIndex(flow, step);
  const id = i <= 0 ? undefined : ONBOARDING_FLOWS[flow][i - 1];
  return id ? ONBOARDING_STEPS[id] : null;
}

/** The route the "next" link of a step leads to: the next step, or the waiting screen after review. */
export function nextRoute(flow: FlowId, step: StepId): string | null {
  if (stepIndex(flow, step) < 0) return null;
  return nextStep(flow, step)?.route ?? WAITING_ROUTE;
}

export function stepByRoute(route: string): OnboardingStep | undefined {
  return Object.values(ONBOARDING_STEPS).find((s) => s.route === route);
}

/** The data steps the submission requires in this flow, in flow order: the first missing one answers. */
export function submissionRequirements(flow: FlowId): OnboardingStep[] {
  return flowSteps(flow).filter((s) => s.requiredForSubmission);
}

/**
 * The customer's state vocabulary in order (architecture.md §5). A save moves the state to the later of the
 * current one and the step's; 'reject' sits after the data states so a rejected customer who
 * corrects a step stays 'reject' until submitting again.
 */
export const STATE_ORDER: readonly CustomerState[] = CUSTOMER_STATES;

export function stateRank(state: CustomerState): number {
  return STATE_ORDER.indexOf(state);
}

/** The later of two states: the state only moves forward. */
export function advanceState(current: CustomerState, target: CustomerState): CustomerState {
  return stateRank(target) > stateRank(current) ? target : current;
}

/**
 * Whether a record in this state holds the step's data: a save moves the state to at least the
 * step's `advancesTo`, so the state alone tells which steps are saved (a rejected record has all
 * its data steps, and waits for the review to be submitted again).
 */
export function isStepSaved(step: StepId, state: CustomerState | null): boolean {
  return state !== null && stateRank(ONBOARDING_STEPS[step].advancesTo) <= stateRank(state);
}

/** Steps may be saved (and the record submitted) until the record is submitted. */
export function isEditableState(state: CustomerState): boolean {
  return stateRank(state) < stateRank('submitted');
}

/**
 * The step a customer resumes at: the first step of the flow whose section is not saved (a step
 * skipped on the way counts as unfinished), the review once every section is. A rejected record
 * holds all its data and starts at the first step to look it over; a submitted one shows the review.
 */
export function resumeStep(
  flow: FlowId,
  state: CustomerState,
  saved: readonly StepSection[],
): OnboardingStep {
  const steps = flowSteps(flow);
  if (!isEditableState(state)) return ONBOARDING_STEPS.review;
  // A rejected record resumes like any other: with every section saved, at the review, where the
  // reviewer's reason stands above the data and each section's edit link (decision 0065).
  return steps.find((s) => s.section !== null && !saved.includes(s.section)) ?? ONBOARDING_STEPS.review;
}

/** Whether a step's data is saved, by the sections the server names. */
export function isSectionSaved(step: StepId, saved: readonly StepSection[]): boolean {
  const section = ONBOARDING_STEPS[step].section;
  return section !== null && saved.includes(section);
}
