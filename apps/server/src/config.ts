/**
 * The server's configuration: every environment variable, validated once at start-up.
 * README "Configuration" documents the same list; a wrong value stops the process with a clear line.
 */

import { createHash, createPrivateKey, createPublicKey, type KeyObject, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { FLOW_IDS, FLOW_RULES, type FlowRule, normalizePhone, TRADE_ACCOUNT_PREFIX_MAX } from '@kilau/shared';
import ipaddr from 'ipaddr.js';
import { z } from 'zod';
// The codes alone, not the module's index: that would load the XML validator into every process.
import { type GoamlCodes, goamlCodes, goamlCodesOverrideSchema } from './modules/goaml/codes';

const bool = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no', ''])
  .transform((v) => v === '1' || v === 'true' || v === 'yes');

/** A mobile number once +62/62 became 0: 08 and 8 to 12 more digits. */
const WHATSAPP_SHAPE = /^08\d{8,12}$/;

/** wa.me wants the international number without "+" or leading zero: 0812… becomes 62812…. */
function whatsappUrl(phone: string): string {
  return `https://wa.me/62${normalizePhone(phone.replace(/[().]/g, '')).slice(1)}`;
}

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  PUBLIC_URL: z.url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^(postgres(ql)?|memory):\/\//, 'must start with postgres://, postgresql:// or memory://')
    .optional(),
  /**
   * The database role that runs the migrations (owner of the schema and of audit_log); unset, the
   * DATABASE_URL role does. With it, the app can run as a role that owns nothing (README).
   */
  DATABASE_MIGRATION_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  SEED_DEMO: bool.optional(),
  /** Serves the OpenAPI document and explorer at /docs; unset: everywhere but in production. */
  API_DOCS: bool.optional(),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  TRUST_PROXY: z.string().optional(),
  /** Enables GET /metrics for a scraper that sends it as a bearer token; unset, /metrics is 404. */
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must start with redis://')
    .optional(),
  /**
   * Stored files on S3-compatible object storage (decision 0079); unset, the folder under DATA_DIR.
   * S3_ENDPOINT for MinIO, Ceph or a cloud's S3 service (path-style addressing unless
   * S3_FORCE_PATH_STYLE=false); unset, AWS itself. Without S3_ACCESS_KEY_ID the SDK's own chain
   * (AWS_ACCESS_KEY_ID, an instance role) is used. S3_SSE sends the encryption header a bucket
   * policy may require.
   */
  S3_BUCKET: z.string().min(3).max(63).optional(),
  S3_ENDPOINT: z.url().optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: bool.optional(),
  S3_SSE: z.enum(['AES256', 'aws:kms']).optional(),
  S3_SSE_KMS_KEY_ID: z.string().min(1).optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().default('Kilau <no-reply@kilau.test>'),
  SMS_PROVIDER: z.enum(['outbox', 'http']).default('outbox'),
  SMS_HTTP_URL: z.url().optional(),
  SMS_HTTP_TOKEN: z.string().optional(),
  CAPTCHA_PROVIDER: z.enum(['altcha', 'off']).default('altcha'),
  ALTCHA_HMAC_KEY: z.string().min(32).optional(),
  ALTCHA_COST: z.coerce.number().int().min(1).max(1_000_000).default(5000),
  WEB_DIST: z.string().optional(),
  // The broker's identity, shown on the landing page, in the customer footer and in the documents.
  COMPANY_NAME: z.string().trim().min(1).max(120).default('PT Kilau Emas Berjangka'),
  COMPANY_ADDRESS: z
    .string()
    .trim()
    .min(1)
    .max(300)
    .default('Jl. Jenderal Sudirman Kav. 52-53, Jakarta Selatan 12190'),
  /** The number of the broker's business licence from its regulator, as printed on its licence. */
  COMPANY_LICENSE_NO: z.string().trim().min(1).max(100).default('000/DEMO/SI/01/2026'),
  /**
   * The company id the bank gave the broker for its corporate channel, printed on the CIMB
   * power-of-attorney form (docs/product/onboarding.md § Limits: a fixed value, not given there).
   */
  CIMB_COMPANY_ID: z.string().trim().min(1).max(40).default('KILAU001'),
  CS_PHONE: z.string().trim().min(1).max(40).default('(021) 5098 7000'),
  CS_EMAIL: z.email('must be an e-mail address').default('cs@kilau.test'),
  /** Customer service on WhatsApp: an Indonesian mobile number, linked as https://wa.me/62…. */
  CS_WHATSAPP: z
    .string()
    .trim()
    .refine(
      (v) => WHATSAPP_SHAPE.test(normalizePhone(v.replace(/[().]/g, ''))),
      'must be an Indonesian mobile number such as 0812 3456 7890 or +62 812 3456 7890',
    )
    .default('0800 1000 2026'),
  /** The page /posgold embeds for staff (docs/product/back-office.md § Screens); unset: the screen says so. */
  POSGOLD_URL: z.url().optional(),
  TRADING_URL: z.url().default('https://trade.kilau.test'),
  RATE_LIMIT_SCALE: z.coerce.number().positive().default(1),
  /**
   * Which platforms/banks walk a shorter onboarding flow, as JSON: [{"platform":"gofx","flow":"short"},
   * {"bankCode":"022","flow":"short"}] (architecture.md §5, docs/decisions/0010). Unset: the built-in rules.
   */
  ONBOARDING_FLOW_RULES: z.string().optional(),
  /**
   * The video call's ICE servers (decision 0072), comma-separated: STUN_URLS like
   * stun:stun.example.id:3478, TURN_URLS like turn:turn.example.id:3478?transport=udp. TURN needs
   * TURN_SECRET, coturn's static-auth-secret: each room token carries time-limited credentials
   * made from it. Unset: host candidates only (enough on one network, not across NATs).
   */
  STUN_URLS: z.string().optional(),
  TURN_URLS: z.string().optional(),
  TURN_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
  /**
   * Private networks a partner's webhook endpoint may nevertheless point at (decision 0114),
   * comma-separated CIDRs such as 127.0.0.1/32: for a receiver on this machine in tests and local
   * development only. Empty by default; refused in production.
   */
  WEBHOOK_ALLOW_PRIVATE_CIDRS: z.string().optional(),
  /**
   * The audit trail's checkpoints (decision 0106): the Ed25519 private key that signs them, as PEM
   * (PKCS#8) or the 32-byte seed in base64/base64url. Required in production; generated into
   * DATA_DIR elsewhere. AUDIT_CHECKPOINT_PUBLIC_KEY (PEM or the raw 32 bytes in base64/base64url)
   * lets `audit:verify` run where only the public key is.
   */
  AUDIT_CHECKPOINT_KEY: z.string().min(1).optional(),
  AUDIT_CHECKPOINT_PUBLIC_KEY: z.string().min(1).optional(),
  AUDIT_CHECKPOINT_EVERY_MINUTES: z.coerce.number().int().min(1).max(1440).default(10),
  /** With S3 Object Lock on the bucket: how long each checkpoint is kept unchangeable. */
  AUDIT_CHECKPOINT_RETENTION_DAYS: z.coerce.number().int().min(1).max(36_500).optional(),
  AUDIT_CHECKPOINT_LOCK_MODE: z.enum(['COMPLIANCE', 'GOVERNANCE']).default('COMPLIANCE'),
  /**
   * A list match at or above this score is an alert a reviewer must decide (decision 0111). Lower
   * catches more spellings and asks more of the reviewers; 0.70 is the documented default.
   */
  SCREENING_ALERT_THRESHOLD: z.coerce.number().min(0.5).max(1).default(0.7),
  /**
   * How old the current UN list or DTTOT may be, in days since its upload, before the dashboards
   * warn that it needs a newer version (decision 0132). PPATK and the UN amend their lists
   * without a fixed calendar; a month is the default check.
   */
  SCREENING_LIST_MAX_AGE_DAYS: z.coerce.number().int().min(1).max(366).default(30),
  /**
   * The review's service level (decision 0112): a submitted file is due this many working days
   * (Monday to Friday, Jakarta time) after submission; the clock stops while the customer fixes.
   */
  REVIEW_DUE_WORKING_DAYS: z.coerce.number().min(0.25).max(30).default(2),
  /** Public holidays the due time skips, as YYYY-MM-DD separated by commas (the SKB's calendar). */
  REVIEW_HOLIDAYS: z
    .string()
    .default('')
    .transform((v) =>
      v
        .split(',')
        .map((d) => d.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.string().regex(/^\d{4}-\d{2}-\d{2}$/))),
  /**
   * The trading account number proposed at approval (decision 0137): each platform's prefix, as
   * app_name:digits pairs separated by commas; a platform not named takes the default prefix.
   */
  TRADE_ACCOUNT_PREFIXES: z.string().default('gofx:881,jafets:882'),
  TRADE_ACCOUNT_DEFAULT_PREFIX: z
    .string()
    .regex(
      new RegExp(`^\\d{1,${TRADE_ACCOUNT_PREFIX_MAX}}$`),
      `must be 1 to ${TRADE_ACCOUNT_PREFIX_MAX} digits`,
    )
    .default('880'),
  /** The broker's reporting-entity id in PPATK's goAML (decision 0201); unset until PPATK registers it. */
  GOAML_RENTITY_ID: z.coerce.number().int().min(1).optional(),
  GOAML_RENTITY_BRANCH: z.string().max(255).optional(),
  /** The reporting officer's occupation as every report names it (goAML's reporting_person). */
  GOAML_REPORTING_OCCUPATION: z.string().trim().min(1).max(255).default('Petugas Kepatuhan APU-PPT'),
  /**
   * With S3 Object Lock on the bucket: how long an approved report's goAML file is kept
   * unchangeable, in AUDIT_CHECKPOINT_LOCK_MODE (decision 0212). Five years is the APU-PPT rules'
   * record-keeping period; the broker's policy may set longer.
   */
  PPATK_REPORT_RETENTION_DAYS: z.coerce.number().int().min(1).max(36_500).optional(),
  /** JSON replacing some of the goAML report's codes (modules/goaml/codes.ts), e.g. {"transmodes":{"goldPurchase":"PBBRG"}}. */
  GOAML_CODES: z.string().optional(),
  /**
   * Rupiah per US dollar at which the transaction monitoring counts a USD trade or fund movement
   * against its rupiah thresholds (docs/product/monitoring.md § Limits): broker policy.
   */
  MONITORING_USD_IDR_RATE: z.coerce.number().positive().max(1_000_000).default(16000),
  /**
   * A monitoring case is due this many working days (Jakarta calendar, REVIEW_HOLIDAYS) after the
   * alert that set its severity (decision 0208): broker policy, so that a suspicious pattern is
   * decided well inside the three working days UU 8/2010 art. 25 gives for an LTKM once it is known.
   */
  MONITORING_CASE_DUE_DAYS_HIGH: z.coerce.number().min(0.25).max(30).default(1),
  MONITORING_CASE_DUE_DAYS_MEDIUM: z.coerce.number().min(0.25).max(30).default(3),
  MONITORING_CASE_DUE_DAYS_LOW: z.coerce.number().min(0.25).max(30).default(5),
  /**
   * Working days PPATK allows for a report (decision 0211), on the Jakarta calendar: an LTKM within
   * three of the escalation that knew it suspicious (UU 8/2010 art. 25 (1)); an LTKT within
   * fourteen of the transaction (art. 25 (2)), counted from the last cash movement reported.
   */
  PPATK_LTKM_DEADLINE_DAYS: z.coerce.number().min(0.25).max(30).default(3),
  PPATK_LTKT_DEADLINE_DAYS: z.coerce.number().min(0.25).max(30).default(14),
});

const flowRulesSchema = z.array(
  z
    .object({
      platform: z.string().min(1).optional(),
      bankCode: z.string().min(1).optional(),
      flow: z.enum(FLOW_IDS),
    })
    .strict()
    .refine(
      (r) => r.platform !== undefined || r.bankCode !== undefined,
      'a rule names a platform or a bankCode',
    ),
);

function parseFlowRules(json: string | undefined): FlowRule[] {
  if (json === undefined) return [...FLOW_RULES];
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    throw new ConfigError('Invalid configuration:\n  ONBOARDING_FLOW_RULES: not JSON');
  }
  const rules = flowRulesSchema.safeParse(value);
  if (!rules.success) {
    const lines = rules.error.issues.map(
      (i) => `  ${['ONBOARDING_FLOW_RULES', ...i.path].join('.')}: ${i.message}`,
    );
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return rules.data;
}

/** The prefixes of the proposed trading account numbers (decision 0137). */
export interface TradeAccountPrefixes {
  /** By platforms.app_name, lower case. */
  byAppName: Readonly<Record<string, string>>;
  /** Every platform not named. */
  fallback: string;
}

/**
 * TRADE_ACCOUNT_PREFIXES as app_name → prefix. A prefix that begins another (88 and 881) is
 * refused: a number could then be of both shapes, and the two sequences would meet.
 */
function parseTradeAccountPrefixes(value: string, fallback: string): TradeAccountPrefixes {
  const byAppName: Record<string, string> = {};
  const problems: string[] = [];
  for (const entry of value
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean)) {
    const [, app, prefix] = /^([A-Za-z0-9_-]+):(\d+)$/.exec(entry) ?? [];
    const name = app?.toLowerCase();
    if (!name || !prefix) problems.push(`not app_name:digits: ${entry}`);
    else if (prefix.length > TRADE_ACCOUNT_PREFIX_MAX)
      problems.push(`${name}: a prefix has 1 to ${TRADE_ACCOUNT_PREFIX_MAX} digits`);
    else if (name in byAppName) problems.push(`${name} is named twice`);
    else byAppName[name] = prefix;
  }
  const prefixes = [...new Set([...Object.values(byAppName), fallback])];
  for (const p of prefixes)
    for (const q of prefixes)
      if (p !== q && q.startsWith(p))
        problems.push(`prefixes ${p} and ${q} overlap (the default is ${fallback})`);
  if (problems.length)
    throw new ConfigError(
      `Invalid configuration:\n${problems.map((m) => `  TRADE_ACCOUNT_PREFIXES: ${m}`).join('\n')}`,
    );
  return { byAppName, fallback };
}

/** GOAML_CODES over the defaults; a key the codes do not have, or a value not a code, stops the start. */
function parseGoamlCodes(json: string | undefined): GoamlCodes {
  if (json === undefined) return goamlCodes();
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    throw new ConfigError('Invalid configuration:\n  GOAML_CODES: not JSON');
  }
  const override = goamlCodesOverrideSchema.safeParse(value);
  if (!override.success) {
    const lines = override.error.issues.map((i) => `  ${['GOAML_CODES', ...i.path].join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return goamlCodes(override.data);
}

export type Env = z.infer<typeof envSchema>;

export interface Config extends Env {
  publicUrl: string;
  dataDir: string;
  filesDir: string;
  pgliteDir: string;
  jwtSecret: Uint8Array;
  altchaHmacKey: string;
  /** True when no real delivery is configured: the outbox is the only destination. */
  outboxOnly: boolean;
  /**
   * Whether GET /dev/outbox exists: only outside production, while the outbox is the only
   * destination (and then it answers loopback callers only, see modules/outbox).
   */
  devOutbox: boolean;
  /** Seed the demo accounts (published password): SEED_DEMO, else embedded and not production. */
  seedDemo: boolean;
  /** Whether /docs exists: API_DOCS, else not in production (the API's map is no one else's business). */
  apiDocs: boolean;
  embeddedDb: boolean;
  /** The onboarding flow of each platform/bank: the server's submission check and the web follow them. */
  flowRules: FlowRule[];
  /** CS_WHATSAPP as a wa.me link. */
  csWhatsappUrl: string;
  /** Signs the audit trail's checkpoints (Ed25519); absent where only the public key is configured. */
  auditCheckpointKey: KeyObject | null;
  /** Verifies them: AUDIT_CHECKPOINT_PUBLIC_KEY, else the private key's own. */
  auditCheckpointPublicKey: KeyObject;
  /** WEBHOOK_ALLOW_PRIVATE_CIDRS as a list (empty unless set; never in production). */
  webhookAllowPrivateCidrs: string[];
  /** TRADE_ACCOUNT_PREFIXES and TRADE_ACCOUNT_DEFAULT_PREFIX, checked. */
  tradeAccountPrefixes: TradeAccountPrefixes;
  /** The codes of goAML reports to PPATK: the defaults with GOAML_CODES over them (decision 0201). */
  goamlCodes: GoamlCodes;
}

export class ConfigError extends Error {}

/**
 * Secrets that the embedded mode may invent are kept in the data folder so that a restart keeps
 * sessions valid; production must set them (checked below).
 */
function persistedSecret(dataDir: string, name: string): string {
  const file = path.join(dataDir, `.${name}`);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const value = randomBytes(48).toString('base64url');
  writeFileSync(file, value, { mode: 0o600 });
  return value;
}

/** The DER prefix that makes a 32-byte Ed25519 seed a PKCS#8 private key (RFC 8410). */
const ED25519_PKCS8_PREFIX = Buffer.from('302e020100300506032b657004220420', 'hex');

function bytesOf(value: string): Buffer | null {
  const text = value.trim();
  if (!/^[A-Za-z0-9+/_-]+={0,2}$/.test(text)) return null;
  return Buffer.from(text.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
}

function ed25519PrivateKey(name: string, value: string): KeyObject {
  try {
    const key = value.includes('-----BEGIN')
      ? createPrivateKey(value.replace(/\\n/g, '\n'))
      : (() => {
          const seed = bytesOf(value);
          if (seed?.length !== 32) throw new Error('not 32 bytes');
          return createPrivateKey({
            key: Buffer.concat([ED25519_PKCS8_PREFIX, seed]),
            format: 'der',
            type: 'pkcs8',
          });
        })();
    if (key.asymmetricKeyType !== 'ed25519') throw new Error('not Ed25519');
    return key;
  } catch {
    throw new ConfigError(
      `Invalid configuration:\n  ${name}: must be an Ed25519 private key (PEM) or its 32-byte seed in base64`,
    );
  }
}

function ed25519PublicKey(name: string, value: string): KeyObject {
  try {
    const key = value.includes('-----BEGIN')
      ? createPublicKey(value.replace(/\\n/g, '\n'))
      : (() => {
          const raw = bytesOf(value);
          if (raw?.length !== 32) throw new Error('not 32 bytes');
          return createPublicKey({
            key: { kty: 'OKP', crv: 'Ed25519', x: raw.toString('base64url') },
            format: 'jwk',
          });
        })();
    if (key.asymmetricKeyType !== 'ed25519') throw new Error('not Ed25519');
    return key;
  } catch {
    throw new ConfigError(
      `Invalid configuration:\n  ${name}: must be an Ed25519 public key (PEM) or its 32 bytes in base64`,
    );
  }
}

/**
 * The checkpoint keys: the configured ones, else (outside production) a key made from a secret
 * generated into the data folder, like the other development secrets.
 */
function checkpointKeys(
  env: Env,
  dataDir: string,
): { auditCheckpointKey: KeyObject | null; auditCheckpointPublicKey: KeyObject } {
  const publicKey = env.AUDIT_CHECKPOINT_PUBLIC_KEY
    ? ed25519PublicKey('AUDIT_CHECKPOINT_PUBLIC_KEY', env.AUDIT_CHECKPOINT_PUBLIC_KEY)
    : null;
  let privateKey: KeyObject | null = null;
  if (env.AUDIT_CHECKPOINT_KEY) {
    privateKey = ed25519PrivateKey('AUDIT_CHECKPOINT_KEY', env.AUDIT_CHECKPOINT_KEY);
  } else if (!publicKey) {
    const seed = createHash('sha256')
      .update(persistedSecret(dataDir, 'audit-checkpoint-key'))
      .digest()
      .toString('base64url');
    privateKey = ed25519PrivateKey('AUDIT_CHECKPOINT_KEY', seed);
  }
  const ownPublic = privateKey ? createPublicKey(privateKey) : null;
  if (publicKey && ownPublic && !publicKey.equals(ownPublic)) {
    throw new ConfigError(
      'Invalid configuration: AUDIT_CHECKPOINT_PUBLIC_KEY is not the public key of AUDIT_CHECKPOINT_KEY',
    );
  }
  return {
    auditCheckpointKey: privateKey,
    auditCheckpointPublicKey: (publicKey ?? ownPublic) as KeyObject,
  };
}

/**
 * The configuration for a process's entry point (the server, start-up's preparation): an invalid one
 * ends the process with its message, not a stack trace.
 */
export function loadConfigOrExit(): Config {
  try {
    return loadConfig();
  } catch (err) {
    if (!(err instanceof ConfigError)) throw err;
    console.error(err.message);
    process.exit(1);
  }
}

export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const raw = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(raw);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  const dataDir = path.resolve(env.DATA_DIR);
  const embeddedDb = !env.DATABASE_URL?.startsWith('postgres');
  const production = env.NODE_ENV === 'production';
  if (production) {
    const missing = ['JWT_SECRET', 'PUBLIC_URL', 'AUDIT_CHECKPOINT_KEY'].filter((k) => !raw[k]);
    if (env.CAPTCHA_PROVIDER === 'altcha' && !raw.ALTCHA_HMAC_KEY) missing.push('ALTCHA_HMAC_KEY');
    // Without real delivery every OTP and activation link would only land in the outbox table:
    // nobody could register, and the outbox is a development tool, never a production channel.
    if (!env.SMTP_URL) missing.push('SMTP_URL');
    if (env.SMS_PROVIDER === 'outbox') missing.push('SMS_PROVIDER=http');
    if (missing.length)
      throw new ConfigError(`Invalid configuration: production needs ${missing.join(', ')}`);
  }
  if (env.SMS_PROVIDER === 'http' && !env.SMS_HTTP_URL) {
    throw new ConfigError('Invalid configuration: SMS_PROVIDER=http needs SMS_HTTP_URL');
  }
  if ((env.S3_ENDPOINT || env.S3_ACCESS_KEY_ID || env.S3_SSE) && !env.S3_BUCKET) {
    throw new ConfigError('Invalid configuration: S3_ENDPOINT, S3_ACCESS_KEY_ID and S3_SSE need S3_BUCKET');
  }
  if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY)) {
    throw new ConfigError('Invalid configuration: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together');
  }
  if (env.DATABASE_MIGRATION_URL && embeddedDb) {
    throw new ConfigError('Invalid configuration: DATABASE_MIGRATION_URL needs DATABASE_URL=postgres://…');
  }
  if (env.TURN_URLS && !env.TURN_SECRET) {
    throw new ConfigError('Invalid configuration: TURN_URLS needs TURN_SECRET (coturn static-auth-secret)');
  }
  const webhookAllowPrivateCidrs = parseCidrs(env.WEBHOOK_ALLOW_PRIVATE_CIDRS);
  // A production partner endpoint on an internal network is exactly what the check refuses.
  if (production && webhookAllowPrivateCidrs.length) {
    throw new ConfigError('Invalid configuration: WEBHOOK_ALLOW_PRIVATE_CIDRS is refused in production');
  }
  const jwtSecret = env.JWT_SECRET ?? persistedSecret(dataDir, 'jwt-secret');
  const outboxOnly = !env.SMTP_URL && env.SMS_PROVIDER === 'outbox';
  return {
    ...env,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
    dataDir,
    filesDir: path.join(dataDir, 'files'),
    pgliteDir: path.join(dataDir, 'pglite'),
    jwtSecret: new TextEncoder().encode(jwtSecret),
    altchaHmacKey: env.ALTCHA_HMAC_KEY ?? persistedSecret(dataDir, 'altcha-key'),
    outboxOnly,
    devOutbox: outboxOnly && !production,
    // The demo accounts share a published password: production seeds them only when asked.
    seedDemo: env.SEED_DEMO ?? (embeddedDb && !production),
    apiDocs: env.API_DOCS ?? !production,
    embeddedDb,
    flowRules: parseFlowRules(env.ONBOARDING_FLOW_RULES),
    csWhatsappUrl: whatsappUrl(env.CS_WHATSAPP),
    ...checkpointKeys(env, dataDir),
    webhookAllowPrivateCidrs,
    tradeAccountPrefixes: parseTradeAccountPrefixes(
      env.TRADE_ACCOUNT_PREFIXES,
      env.TRADE_ACCOUNT_DEFAULT_PREFIX,
    ),
    goamlCodes: parseGoamlCodes(env.GOAML_CODES),
  };
}

/** CIDRs, comma-separated (IPv4 or IPv6); a wrong one stops the start. */
function parseCidrs(value: string | undefined): string[] {
  const list = (value ?? '')
    .split(',')
    .map((c) => c.trim())
    .filter(Boolean);
  const wrong = list.filter((c) => !ipaddr.isValidCIDR(c));
  if (wrong.length) {
    throw new ConfigError(
      `Invalid configuration:\n  WEBHOOK_ALLOW_PRIVATE_CIDRS: not a CIDR: ${wrong.join(', ')}`,
    );
  }
  return list;
}
