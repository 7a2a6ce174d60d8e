/**
 * Screening against the terrorist and sanctions lists, and four-eyes decisions (UU 8/2010,
 * UU 9/2013, the joint regulation on DTTOT; decision 0111).
 *
 * Lists: the super admin uploads each official list as the file its publisher issues (the server
 * has no internet): the UN Security Council consolidated list (XML), the DTTOT and the
 * proliferation-financing list (PPATK's .xlsx or .csv). Each upload is a new version, parsed in full
 * or refused with the row and the reason. Kilau's own blacklist (the participants blacklisted in the
 * back-office) is a fourth source read live, without versions.
 *
 * Matching: every participant is compared with every list entry's names (aliases included), and
 * each alert keeps its breakdown so a reviewer sees why. An open match blocks approval.
 *
 * Four eyes: a decision of FOUR_EYES_KINDS is proposed by one staff member and approved or declined
 * by another; the proposal is bound to a digest of the evidence and lapses when it changes.
 */
import { MSG } from '../messages';
import { ATTACHMENT_FIELDS } from '../onboarding/limits';
import { eddChecklistSchema } from '../risk/edd';
import { RISK_LEVELS } from '../risk/risk-model';
import { z } from '../zod';
import {
  approveBodySchema,
  reasonField,
  tradeAccountNoField,
  tradePasswordField,
  tradeUsernameField,
} from './backoffice';
import { fundsDeclarationViewSchema } from './workbench';

// ── Sources and their files ─────────────────────────────────────────
/** The lists a participant is screened against. 'kilau' is the back-office blacklist, read live. */
export const SCREENING_SOURCES = ['un', 'dttot', 'proliferation', 'pep', 'kilau'] as const;
export type ScreeningSource = (typeof SCREENING_SOURCES)[number];
/**
 * The sources uploaded as files by the super admin. 'pep' is a list of politically exposed persons
 * (decision 0193): screened like the others, but a confirmed match raises the risk rating instead
 * of blacklisting.
 */
export const UPLOADED_SOURCES = ['un', 'dttot', 'proliferation', 'pep'] as const;
export type UploadedSource = (typeof UPLOADED_SOURCES)[number];
/**
 * The lists without which nobody counts as screened (decision 0131): until a version of each is
 * loaded every participant is 'not_screened' and no approval goes through.
 */
export const REQUIRED_SOURCES = ['un', 'dttot'] as const satisfies readonly UploadedSource[];
/**
 * A confirmed match on these blacklists the participant and freezes the file (decision 0111); a
 * confirmed PEP match does neither (decision 0193).
 */
export const FREEZING_SOURCES: readonly ScreeningSource[] = ['un', 'dttot', 'proliferation', 'kilau'];
/** Whether a confirmed match on this source blacklists and freezes (decision 0193: not a PEP list's). */
export const freezesOnConfirm = (source: ScreeningSource): boolean => FREEZING_SOURCES.includes(source);
/** A list file's format: 'jsonl' is one JSON object a line (OpenSanctions' FollowTheMoney export). */
export const LIST_FILE_FORMATS = ['xml', 'xlsx', 'csv', 'jsonl'] as const;
export type ListFileFormat = (typeof LIST_FILE_FORMATS)[number];
/** The file formats each uploaded source accepts. */
export const SOURCE_FORMATS: Readonly<Record<UploadedSource, readonly ListFileFormat[]>> = {
  un: ['xml'],
  dttot: ['xlsx', 'csv'],
  proliferation: ['xlsx', 'csv'],
  pep: ['jsonl', 'csv'],
};
/** The largest list file accepted (the UN XML is about 2 MB, PPATK's sheets far less). */
export const WATCHLIST_FILE_MAX_BYTES = 20 * 1024 * 1024;
/** Entries of one diff category kept for the screen (the counts are always whole). */
export const WATCHLIST_DIFF_SAMPLE = 200;

// ── A list entry as parsed (the same shape for every source) ─────────
/** A date as lists give it: often only the year ('00/00/1975'), sometimes month and year. */
export const partialDateSchema = z.object({
  year: z.number().int().min(1800).max(2100),
  month: z.number().int().min(1).max(12).optional(),
  day: z.number().int().min(1).max(31).optional(),
});
export type PartialDate = z.infer<typeof partialDateSchema>;

/** UN alias quality: 'good' and 'low' as the UN XML states them; 'unknown' for the other lists. */
export const ALIAS_QUALITIES = ['good', 'low', 'unknown'] as const;

export const listEntrySchema = z.object({
  source: z.enum(SCREENING_SOURCES),
  /** The list's own reference: UN REFERENCE_NUMBER (QDi.001), DTTOT's code, or the participant id for 'kilau'. */
  ref: z.string(),
  kind: z.enum(['individual', 'entity']),
  /** The primary name as published. */
  name: z.string(),
  aliases: z.array(z.object({ name: z.string(), quality: z.enum(ALIAS_QUALITIES) })),
  birth_dates: z.array(partialDateSchema),
  birth_places: z.array(z.string()),
  /** ISO 3166-1 alpha-2 where the list's word is known ('ID' for Indonesia), else the word lower-cased. */
  nationalities: z.array(z.string()),
  /** Identity documents: NIK, passport, national id … as published. */
  documents: z.array(z.object({ type: z.string(), number: z.string() })),
  addresses: z.array(z.string()),
  /** Anything else worth showing a reviewer: Densus code, UN list type, listed on, comments. */
  details: z.record(z.string(), z.string()),
  /**
   * A PEP list's entry: the public functions the person holds or held, as the list words them
   * (decision 0193). Absent on the other lists, so their entries' digests stay as they were.
   */
  positions: z.array(z.string()).optional(),
  /**
   * The person's gender where the list gives one (a PEP list's FollowTheMoney `gender`): a
   * qualifier against the gender a participant's NIK encodes. Absent elsewhere.
   */
  gender: z.enum(['male', 'female']).optional(),
});
export type ListEntry = z.infer<typeof listEntrySchema>;

// ── The score and why ───────────────────────────────────────────────
export const TOKEN_MATCH_KINDS = ['exact', 'jaro_winkler', 'phonetic', 'initial'] as const;
export const QUALIFIER_KINDS = [
  'birth_date',
  'nationality',
  'identity_number',
  'single_token',
  'alias_quality',
  'entity',
  'gender',
] as const;
export const matchBreakdownSchema = z.object({
  /** The list name (primary or alias) that scored best, and whether it is an alias. */
  matched_name: z.string(),
  matched_alias: z.boolean(),
  /** The participant's name as compared (after normalisation) and the list name's. */
  subject_normalised: z.string(),
  list_normalised: z.string(),
  name_score: z.number(),
  tokens: z.array(
    z.object({
      subject: z.string(),
      list: z.string(),
      score: z.number(),
      how: z.enum(TOKEN_MATCH_KINDS),
    }),
  ),
  unmatched_subject_tokens: z.array(z.string()),
  unmatched_list_tokens: z.array(z.string()),
  /** What moved the score after the name: each with its effect (+/-) and a note in Indonesian. */
  qualifiers: z.array(z.object({ kind: z.enum(QUALIFIER_KINDS), effect: z.number(), note: z.string() })),
});
export type MatchBreakdown = z.infer<typeof matchBreakdownSchema>;

/** What the participant was screened with (the record at that time). */
export const screeningSubjectSchema = z.object({
  name: z.string(),
  /** YYYY-MM-DD or '' */
  birth_date: z.string(),
  birth_place: z.string(),
  /** 'ID' for WNI, else the country code or word the record holds. */
  nationality: z.string(),
  nik: z.string(),
});
export type ScreeningSubject = z.infer<typeof screeningSubjectSchema>;

// ── A participant's matches: GET /v1/{admin-broker|super-admin}/kyc/{id}/screening ──
export const MATCH_STATUSES = ['open', 'dismissed', 'confirmed', 'cleared'] as const;
export type MatchStatus = (typeof MATCH_STATUSES)[number];
export const FOUR_EYES_KINDS = [
  'approve',
  'blacklist',
  'unblacklist',
  'dismiss_match',
  'confirm_match',
  'risk_override',
  'close_case',
  'escalate_case',
  'approve_report',
] as const;
export type FourEyesKind = (typeof FOUR_EYES_KINDS)[number];
/**
 * The decisions on a monitoring case (decision 0209): close it as not suspicious, or escalate it to
 * a report. Proposed and decided on the case by compliance officers only; the broker's proposal
 * list never shows them.
 */
export const CASE_DECISION_KINDS = ['close_case', 'escalate_case'] as const satisfies readonly FourEyesKind[];
export type CaseDecisionKind = (typeof CASE_DECISION_KINDS)[number];
export const isCaseDecision = (kind: FourEyesKind): kind is CaseDecisionKind =>
  (CASE_DECISION_KINDS as readonly string[]).includes(kind);
/**
 * The monitoring's four-eyes decisions (decisions 0209, 0212): a case's close or escalation, and the
 * approval of a report to PPATK. Read and decided by compliance officers only, on the case or the
 * report; never on the broker's proposal list.
 */
export const MONITORING_PROPOSAL_KINDS = [
  ...CASE_DECISION_KINDS,
  'approve_report',
] as const satisfies readonly FourEyesKind[];
export type MonitoringProposalKind = (typeof MONITORING_PROPOSAL_KINDS)[number];
export const isMonitoringProposal = (kind: FourEyesKind): kind is MonitoringProposalKind =>
  (MONITORING_PROPOSAL_KINDS as readonly string[]).includes(kind);
export const PROPOSAL_STATUSES = ['pending', 'approved', 'declined', 'lapsed'] as const;
export type ProposalStatus = (typeof PROPOSAL_STATUSES)[number];

const staffRef = z.object({ id: z.string(), fullname: z.string() }).nullable();

export const proposalSchema = z.object({
  id: z.string(),
  kind: z.enum(FOUR_EYES_KINDS),
  status: z.enum(PROPOSAL_STATUSES),
  customer_id: z.string(),
  customer_name: z.string(),
  app_name: z.string(),
  match_id: z.string().nullable(),
  /** The monitoring case decided, for the case kinds. */
  case_id: z.string().nullable(),
  /** The report to PPATK approved, for approve_report (decision 0212). */
  report_id: z.string().nullable(),
  /** The list of the match, for the dismiss and confirm kinds. */
  match_source: z.enum(SCREENING_SOURCES).nullable(),
  reason: z.string(),
  /** For 'approve': the trading account proposed (never the password). */
  approve: z.object({ username: z.string(), account_no: z.string() }).nullable(),
  /** For the approval of a Tinggi participant: the proposer's EDD; its checker must be a senior. */
  edd: eddChecklistSchema
    .extend({
      /** The customer's declaration of source of funds and wealth the proposer weighed, as it was then. */
      declaration: fundsDeclarationViewSchema.nullable(),
    })
    .nullable(),
  /** For 'risk_override': the level proposed and until when (ISO); the checker is a senior when it lowers the level. */
  override: z.object({ level: z.enum(RISK_LEVELS), expires_at: z.string() }).nullable(),
  proposed_by: staffRef,
  proposed_at: z.string(),
  decided_by: staffRef,
  decided_at: z.string().nullable(),
  decision_reason: z.string().nullable(),
  /** The caller may approve or decline it now (not their own, a deciding role, still pending). */
  can_decide: z.boolean(),
  /** Why the caller may not decide, when they may not (their own proposal, their role). */
  cannot_decide_reason: z.string().nullable(),
});
export type Proposal = z.infer<typeof proposalSchema>;

export const screeningMatchSchema = z.object({
  id: z.string(),
  source: z.enum(SCREENING_SOURCES),
  status: z.enum(MATCH_STATUSES),
  score: z.number(),
  entry: listEntrySchema,
  subject: screeningSubjectSchema,
  breakdown: matchBreakdownSchema,
  /** The list version the entry came from (null for Kilau's blacklist). */
  version: z.object({ id: z.string(), version_no: z.number(), uploaded_at: z.string() }).nullable(),
  first_seen_at: z.string(),
  screened_at: z.string(),
  decided_by: staffRef,
  checked_by: staffRef,
  decided_at: z.string().nullable(),
  decision_reason: z.string().nullable(),
  /** The proposal on this match waiting for a second person, if any. */
  pending_proposal: proposalSchema.nullable(),
});
export type ScreeningMatch = z.infer<typeof screeningMatchSchema>;

export const SCREENING_STATES = ['not_screened', 'clear', 'open_match', 'confirmed'] as const;
export type ScreeningState = (typeof SCREENING_STATES)[number];
export const screeningSummarySchema = z.object({
  state: z.enum(SCREENING_STATES),
  open_matches: z.number(),
  last_screened_at: z.string().nullable(),
  /** The participant needs a second person to approve them (a dismissed match or a high risk). */
  four_eyes_approval: z.boolean(),
  /** Why, in Indonesian, when it does. */
  high_risk_reasons: z.array(z.string()),
  /** The record is frozen after a confirmed list match: no action but the four-eyes unblacklist. */
  frozen: z.boolean(),
  /** The required lists with no loaded version: the participant is 'not_screened' until they are. */
  missing_lists: z.array(z.enum(UPLOADED_SOURCES)),
});
export type ScreeningSummary = z.infer<typeof screeningSummarySchema>;
export const screeningReplySchema = z.object({
  status_code: z.string(),
  data: z.object({
    summary: screeningSummarySchema,
    matches: z.array(screeningMatchSchema),
    /** The pending proposals on the participant (approve, blacklist, unblacklist, and those on matches). */
    pending_proposals: z.array(proposalSchema),
  }),
});

// ── Four eyes: POST /v1/{prefix}/proposals, …/{id}/approve, …/{id}/decline ──
export const proposeBodySchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('blacklist'), customer_id: z.string().uuid(), reason: reasonField }),
  z.object({ kind: z.literal('unblacklist'), customer_id: z.string().uuid(), reason: reasonField }),
  z.object({
    kind: z.literal('dismiss_match'),
    customer_id: z.string().uuid(),
    match_id: z.string().uuid(),
    reason: reasonField,
  }),
  z.object({
    kind: z.literal('confirm_match'),
    customer_id: z.string().uuid(),
    match_id: z.string().uuid(),
    reason: reasonField,
  }),
  z.object({
    kind: z.literal('risk_override'),
    customer_id: z.string().uuid(),
    reason: reasonField,
    level: z.enum(RISK_LEVELS, { error: MSG.riskOverrideLevelRequired }),
    /** The last day it applies (Jakarta), after today and at most RISK_OVERRIDE_MAX_DAYS ahead. */
    expires_on: z.iso.date({ error: MSG.riskOverrideExpiryRange }),
  }),
  z.object({
    kind: z.literal('approve'),
    customer_id: z.string().uuid(),
    reason: reasonField,
    username: tradeUsernameField,
    password: tradePasswordField,
    account_no: tradeAccountNoField,
    /** Required for a Tinggi participant, refused for another (docs/product/risk-rating.md § Enhanced due diligence). */
    edd: eddChecklistSchema.optional(),
  }),
]);
export type ProposeBody = z.infer<typeof proposeBodySchema>;
/** The 'Verifikasi Peserta' form when it proposes the approval: the same fields and a reason. */
export const proposeApproveFormSchema = approveBodySchema.extend({
  reason: reasonField,
  edd: eddChecklistSchema.optional(),
});
export type ProposeApproveForm = z.infer<typeof proposeApproveFormSchema>;
export const decideBodySchema = z.object({ reason: reasonField.optional() });
/** A decline needs the checker's reason: missing, it is told so in the reason's own words. */
export const declineBodySchema = z.object({
  reason: z.string({ error: MSG.reasonRequired }).pipe(reasonField),
});
export const proposalReplySchema = z.object({
  status_code: z.string(),
  /** What the screen says after it (a case's decision routes, decision 0209). */
  message: z.string().optional(),
  data: z.object({ proposal: proposalSchema }),
});
export const proposalListQuerySchema = z.object({
  status: z.enum(PROPOSAL_STATUSES).optional().default('pending'),
  /** 'mine': proposed by the caller; 'to_decide': pending ones the caller may decide. */
  scope: z.enum(['all', 'mine', 'to_decide']).optional().default('all'),
  customer_id: z.string().uuid().optional(),
  page: z.coerce.number().int().min(1).optional().default(1),
  limit: z.coerce.number().int().min(1).max(100).optional().default(20),
});
export const proposalListReplySchema = z.object({
  status_code: z.string(),
  data: z.object({ proposals: z.array(proposalSchema), total: z.number() }),
});
/**
 * The parts of a participant a proposal keeps a digest of, beside its documents one by one, so the
 * checker is told what changed since it was made (decision 0133): the personal data (with the
 * name), the KTP address, the bank account, the review status (with the video call's), the
 * attachment step's statements, and the screening (every match and its evidence).
 */
export const EVIDENCE_SECTIONS = [
  'personal',
  'identity_address',
  'bank_account',
  'review_status',
  'agreements',
  'screening',
] as const;
export type EvidenceSection = (typeof EVIDENCE_SECTIONS)[number];

/**
 * GET /v1/{admin-broker|super-admin}/proposals/{id}: what a checker reads before deciding
 * (decision 0133): the participant's data and identity documents as they are now, the match with
 * its list entry and breakdown for a match decision, why approving needs a second person, and
 * what changed since the proposal was made.
 */
export const proposalEvidenceSchema = z.object({
  participant: z.object({
    fullname: z.string(),
    ktp_no: z.string(),
    place_of_birth: z.string(),
    /** Indonesian date, '' when missing. */
    date_of_birth_text: z.string(),
    gender: z.string(),
    citizenship_text: z.string(),
    mothers_name: z.string(),
    /** The KTP address as one line of names. */
    address_line: z.string(),
  }),
  /** The identity documents (photo, KTP, photo with KTP) and any other document changed since. */
  documents: z.array(
    z.object({
      key: z.enum(ATTACHMENT_FIELDS),
      /** The stored path, read through GET /v1/get/file?path= (null: not sent). */
      path: z.string().nullable(),
      changed: z.boolean(),
    }),
  ),
  /** The match decided on (dismiss_match, confirm_match), with its list entry and breakdown. */
  match: screeningMatchSchema.nullable(),
  /** Why approving the participant needs a second person now, in Indonesian (empty: it does not). */
  high_risk_reasons: z.array(z.string()),
  /** Since the proposal was made; null once it is decided (its effect changes the record). */
  changes: z
    .object({
      /** The evidence differs: approving would lapse the proposal (the approval's own check). */
      changed: z.boolean(),
      /** False for a proposal made before the parts were kept: only `changed` is known. */
      itemized: z.boolean(),
      documents: z.array(z.enum(ATTACHMENT_FIELDS)),
      sections: z.array(z.enum(EVIDENCE_SECTIONS)),
    })
    .nullable(),
});
export type ProposalEvidence = z.infer<typeof proposalEvidenceSchema>;
export const proposalEvidenceReplySchema = z.object({
  status_code: z.string(),
  data: z.object({ proposal: proposalSchema, evidence: proposalEvidenceSchema }),
});
/** The navigation's badge: pending proposals the caller may decide. */
export const proposalCountReplySchema = z.object({
  status_code: z.string(),
  data: z.object({ to_decide: z.number() }),
});

// ── Lists: the super admin's /daftar-pantauan ───────────────────────
export const watchlistDiffSchema = z.object({
  added: z.array(z.object({ ref: z.string(), name: z.string() })),
  removed: z.array(z.object({ ref: z.string(), name: z.string() })),
  /** Changed entries: same reference, other content; which fields changed. */
  changed: z.array(z.object({ ref: z.string(), name: z.string(), fields: z.array(z.string()) })),
});
export type WatchlistDiff = z.infer<typeof watchlistDiffSchema>;
export const watchlistVersionSchema = z.object({
  id: z.string(),
  source: z.enum(UPLOADED_SOURCES),
  version_no: z.number(),
  file_name: z.string(),
  file_format: z.enum(LIST_FILE_FORMATS),
  sha256: z.string(),
  entries: z.number(),
  individuals: z.number(),
  entities: z.number(),
  added: z.number(),
  removed: z.number(),
  changed: z.number(),
  uploaded_by: staffRef,
  uploaded_at: z.string(),
});
export type WatchlistVersion = z.infer<typeof watchlistVersionSchema>;
export const RUN_STATUSES = ['queued', 'running', 'done', 'failed'] as const;
export const screeningRunSchema = z.object({
  id: z.string(),
  trigger: z.enum(['list_upload', 'blacklist_change']),
  source: z.enum(SCREENING_SOURCES).nullable(),
  status: z.enum(RUN_STATUSES),
  total: z.number(),
  screened: z.number(),
  /** Participants with a new open match found by this run. */
  flagged: z.number(),
  started_by: staffRef,
  created_at: z.string(),
  finished_at: z.string().nullable(),
  error: z.string().nullable(),
});
export type ScreeningRun = z.infer<typeof screeningRunSchema>;
export const watchlistOverviewReplySchema = z.object({
  status_code: z.string(),
  data: z.object({
    sources: z.array(
      z.object({
        source: z.enum(SCREENING_SOURCES),
        /** The current version (null before the first upload, and always for 'kilau'). */
        current: watchlistVersionSchema.nullable(),
        /** Entries screened against now (for 'kilau': blacklisted participants). */
        entries: z.number(),
      }),
    ),
    /** The newest rescreen runs, newest first (progress of the running one). */
    runs: z.array(screeningRunSchema),
  }),
});
export const watchlistVersionsReplySchema = z.object({
  status_code: z.string(),
  data: z.object({ versions: z.array(watchlistVersionSchema) }),
});
export const watchlistDiffReplySchema = z.object({
  status_code: z.string(),
  data: z.object({ version: watchlistVersionSchema, diff: watchlistDiffSchema }),
});
/**
 * An upload of a list file (decision 0120): accepted at once ('parsing'), read off the request, then
 * 'stored' as a version with its rescreen, or 'refused' with the row and the reason (`message` is
 * the Indonesian text shown, MSG.watchlistRefusedRow or MSG.watchlistRefusedFile).
 */
export const WATCHLIST_UPLOAD_STATUSES = ['parsing', 'stored', 'refused'] as const;
export const watchlistUploadSchema = z.object({
  id: z.string(),
  source: z.enum(UPLOADED_SOURCES),
  file_name: z.string(),
  sha256: z.string(),
  status: z.enum(WATCHLIST_UPLOAD_STATUSES),
  refusal: z.object({ row: z.number().nullable(), reason: z.string(), message: z.string() }).nullable(),
  version: watchlistVersionSchema.nullable(),
  run: screeningRunSchema.nullable(),
  uploaded_by: staffRef,
  created_at: z.string(),
  finished_at: z.string().nullable(),
});
export type WatchlistUpload = z.infer<typeof watchlistUploadSchema>;
/**
 * POST /v1/super-admin/watchlists/{source} (202: the upload, 'parsing') and
 * GET /v1/super-admin/watchlists/uploads/{id} (200: where it stands).
 */
export const watchlistUploadReplySchema = z.object({
  status_code: z.string(),
  data: z.object({ upload: watchlistUploadSchema }),
});
export const screeningRunReplySchema = z.object({
  status_code: z.string(),
  data: z.object({ run: screeningRunSchema }),
});

// ── The lists' state for the dashboards: GET /v1/{super-admin|admin-broker}/watchlists/status ──
/** 'missing': no version uploaded; 'stale': the current version is older than the configured age. */
export const WATCHLIST_STATES = ['current', 'stale', 'missing'] as const;
export type WatchlistState = (typeof WATCHLIST_STATES)[number];
export const watchlistStatusSchema = z.object({
  /** SCREENING_LIST_MAX_AGE_DAYS: a current version older than this many days is 'stale'. */
  max_age_days: z.number(),
  /** The caller may upload a new version (the super admin); others are told whom to ask. */
  may_upload: z.boolean(),
  /** Each of REQUIRED_SOURCES (decision 0131), in that order. */
  lists: z.array(
    z.object({
      source: z.enum(REQUIRED_SOURCES),
      state: z.enum(WATCHLIST_STATES),
      /** The current version's number and upload time; null while 'missing'. */
      version_no: z.number().nullable(),
      uploaded_at: z.string().nullable(),
      /** Whole days since that upload; null while 'missing'. */
      age_days: z.number().nullable(),
    }),
  ),
});
export type WatchlistStatus = z.infer<typeof watchlistStatusSchema>;
export const watchlistStatusReplySchema = z.object({
  status_code: z.string(),
  data: watchlistStatusSchema,
});

// ── What a rescreen found: GET /v1/super-admin/screening/runs/{id}/findings ──
/**
 * The participants a run flagged ('Kecocokan baru: N', decision 0132): each with the matches the run
 * found new or opened again, as they stand now (a match may have been decided since).
 */
export const runFindingSchema = z.object({
  customer_id: z.string(),
  fullname: z.string(),
  platform_name: z.string(),
  matches: z.array(
    z.object({
      match_id: z.string(),
      source: z.enum(SCREENING_SOURCES),
      entry_ref: z.string(),
      entry_name: z.string(),
      /** A PEP list entry's positions, as the list gives them (decision 0193); empty on the other lists. */
      entry_positions: z.array(z.string()),
      /** The score when the run found it. */
      score: z.number(),
      /** 'new': never alerted before; 'reopened': decided or cleared before, open again. */
      how: z.enum(['new', 'reopened']),
      /** The match's status now. */
      status: z.enum(MATCH_STATUSES),
    }),
  ),
});
export type RunFinding = z.infer<typeof runFindingSchema>;
export const runFindingsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).optional().default(1),
});
export const runFindingsReplySchema = z.object({
  status_code: z.string(),
  data: z.object({
    run: screeningRunSchema,
    /** Participants the run flagged (its `flagged` count, read from what it recorded). */
    total: z.number(),
    findings: z.array(runFindingSchema),
  }),
});

/** A refused upload: the row (1-based, as the spreadsheet shows it; null for the whole file) and why. */
export const watchlistRefusalSchema = z.object({ row: z.number().nullable(), reason: z.string() });
export type WatchlistRefusal = z.infer<typeof watchlistRefusalSchema>;

/** The web's source names, one place. */
export const SOURCE_LABELS: Readonly<Record<ScreeningSource, string>> = {
  un: MSG.watchlistSourceUn,
  dttot: MSG.watchlistSourceDttot,
  proliferation: MSG.watchlistSourceProliferation,
  pep: MSG.watchlistSourcePep,
  kilau: MSG.watchlistSourceKilau,
};
/** The lists named for a message: 'UN dan DTTOT'. */
export function listNames(sources: readonly ScreeningSource[]): string {
  const names = sources.map((s) => SOURCE_LABELS[s]);
  return names.length > 1 ? `${names.slice(0, -1).join(', ')} dan ${names.at(-1)}` : (names[0] ?? '');
}
