import { generateKeyPairSync, sign, verify } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { FLOW_RULES } from '@kilau/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const dirs: string[] = [];
function tempDir() {
  const d = mkdtempSync(path.join(os.tmpdir(), 'kilau-config-'));
  dirs.push(d);
  return d;
}
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

describe('configuration', () => {
  it('runs embedded with defaults: PGlite, outbox delivery, demo seed, ALTCHA on', () => {
    const c = loadConfig({ DATA_DIR: tempDir() });
    expect(c.PORT).toBe(3000);
    expect(c.embeddedDb).toBe(true);
    expect(c.outboxOnly).toBe(true);
    expect(c.seedDemo).toBe(true);
    expect(c.CAPTCHA_PROVIDER).toBe('altcha');
    expect(c.publicUrl).toBe('http://localhost:3000');
  });

  it('keeps generated secrets in the data folder so a restart keeps sessions valid', () => {
    const dir = tempDir();
    const a = loadConfig({ DATA_DIR: dir });
    const b = loadConfig({ DATA_DIR: dir });
    expect(Buffer.from(a.jwtSecret).equals(Buffer.from(b.jwtSecret))).toBe(true);
    expect(readFileSync(path.join(dir, '.jwt-secret'), 'utf8').length).toBeGreaterThanOrEqual(32);
  });

  it('does not seed demo data into an external PostgreSQL unless asked', () => {
    const base = { DATA_DIR: tempDir(), DATABASE_URL: 'postgres://u@db:5432/kilau' };
    expect(loadConfig(base).seedDemo).toBe(false);
    expect(loadConfig({ ...base, SEED_DEMO: '1' }).seedDemo).toBe(true);
  });

  it('turns the outbox off once real delivery is configured', () => {
    expect(loadConfig({ DATA_DIR: tempDir(), SMTP_URL: 'smtp://mail:25' }).outboxOnly).toBe(false);
  });

  it('names every wrong variable in one clear error', () => {
    expect(() => loadConfig({ DATA_DIR: tempDir(), PORT: 'eighty', DATABASE_URL: 'mysql://x' })).toThrow(
      /PORT[\s\S]*DATABASE_URL: must start with postgres/,
    );
  });

  it('refuses to run in production without its secrets', () => {
    expect(() => loadConfig({ DATA_DIR: tempDir(), NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: tempDir(), NODE_ENV: 'production' })).toThrow(
      /JWT_SECRET, PUBLIC_URL/,
    );
  });

  /** Everything production needs, so that each case below can leave one thing out. */
  const production = () => ({
    DATA_DIR: tempDir(),
    NODE_ENV: 'production',
    JWT_SECRET: 'j'.repeat(40),
    AUDIT_CHECKPOINT_KEY: Buffer.alloc(32, 7).toString('base64url'),
    PUBLIC_URL: 'https://kilau.example.id',
    ALTCHA_HMAC_KEY: 'a'.repeat(40),
    SMTP_URL: 'smtp://mail.example.id:587',
    SMS_PROVIDER: 'http',
    SMS_HTTP_URL: 'https://sms.example.id/send',
  });

  it('starts in production with real mail and SMS delivery, and then has no outbox', () => {
    const c = loadConfig(production());
    expect(c.outboxOnly).toBe(false);
    expect(c.devOutbox).toBe(false);
  });

  it('refuses production without a real mailer or SMS sender, naming what is missing', () => {
    const { SMTP_URL: _smtp, ...noMail } = production();
    expect(() => loadConfig(noMail)).toThrow(/production needs SMTP_URL$/);
    const { SMS_PROVIDER: _sms, SMS_HTTP_URL: _url, ...noSms } = production();
    expect(() => loadConfig(noSms)).toThrow(/production needs SMS_PROVIDER=http$/);
    expect(() => loadConfig({ ...noSms, SMS_PROVIDER: 'outbox' })).toThrow(/SMS_PROVIDER=http/);
    const { SMTP_URL: _m, SMS_PROVIDER: _s, SMS_HTTP_URL: _u, ...neither } = production();
    expect(() => loadConfig(neither)).toThrow(/production needs SMTP_URL, SMS_PROVIDER=http$/);
  });

  it('reads the trading account prefixes per platform, with a default, and refuses overlapping ones (decision 0137)', () => {
    expect(loadConfig({ DATA_DIR: tempDir() }).tradeAccountPrefixes).toEqual({
      byAppName: { gofx: '881', jafets: '882' },
      fallback: '880',
    });
    const own = loadConfig({
      DATA_DIR: tempDir(),
      TRADE_ACCOUNT_PREFIXES: ' GOFX:7701 , jafets:7702,emasku:7701',
      TRADE_ACCOUNT_DEFAULT_PREFIX: '7799',
    });
    expect(own.tradeAccountPrefixes).toEqual({
      byAppName: { gofx: '7701', jafets: '7702', emasku: '7701' },
      fallback: '7799',
    });
    const wrong = (env: Record<string, string>) => () => loadConfig({ DATA_DIR: tempDir(), ...env });
    expect(wrong({ TRADE_ACCOUNT_PREFIXES: 'gofx=881' })).toThrow(
      /TRADE_ACCOUNT_PREFIXES: not app_name:digits: gofx=881/,
    );
    expect(wrong({ TRADE_ACCOUNT_PREFIXES: 'gofx:8810001' })).toThrow(/gofx: a prefix has 1 to 6 digits/);
    expect(wrong({ TRADE_ACCOUNT_PREFIXES: 'gofx:881,GOFX:882' })).toThrow(/gofx is named twice/);
    expect(wrong({ TRADE_ACCOUNT_PREFIXES: 'gofx:88,jafets:882' })).toThrow(/prefixes 88 and 882 overlap/);
    expect(wrong({ TRADE_ACCOUNT_PREFIXES: 'gofx:881', TRADE_ACCOUNT_DEFAULT_PREFIX: '8' })).toThrow(
      /prefixes 8 and 881 overlap \(the default is 8\)/,
    );
    expect(wrong({ TRADE_ACCOUNT_DEFAULT_PREFIX: '88a' })).toThrow(
      /TRADE_ACCOUNT_DEFAULT_PREFIX: must be 1 to 6 digits/,
    );
  });

  it('lets private webhook destinations through only outside production, as valid CIDRs (decision 0114)', () => {
    expect(loadConfig({ DATA_DIR: tempDir() }).webhookAllowPrivateCidrs).toEqual([]);
    const dev = loadConfig({ DATA_DIR: tempDir(), WEBHOOK_ALLOW_PRIVATE_CIDRS: '127.0.0.1/32, ::1/128' });
    expect(dev.webhookAllowPrivateCidrs).toEqual(['127.0.0.1/32', '::1/128']);
    expect(() => loadConfig({ DATA_DIR: tempDir(), WEBHOOK_ALLOW_PRIVATE_CIDRS: '127.0.0.1' })).toThrow(
      /WEBHOOK_ALLOW_PRIVATE_CIDRS: not a CIDR: 127.0.0.1/,
    );
    expect(() => loadConfig({ ...production(), WEBHOOK_ALLOW_PRIVATE_CIDRS: '127.0.0.1/32' })).toThrow(
      /WEBHOOK_ALLOW_PRIVATE_CIDRS is refused in production/,
    );
  });

  it('needs the audit checkpoint key in production, and reads it as PEM or as a base64 seed', () => {
    const { AUDIT_CHECKPOINT_KEY: seed, ...noKey } = production();
    expect(() => loadConfig(noKey)).toThrow(/production needs AUDIT_CHECKPOINT_KEY$/);
    const fromSeed = loadConfig(production());
    const { privateKey, publicKey } = generateKeyPairSync('ed25519');
    const pem = privateKey.export({ format: 'pem', type: 'pkcs8' }).toString();
    // A PEM in an environment file often has its line breaks written as \n.
    const fromPem = loadConfig({ ...production(), AUDIT_CHECKPOINT_KEY: pem.replace(/\n/g, '\\n') });
    expect(fromPem.auditCheckpointPublicKey.equals(publicKey)).toBe(true);
    const signature = sign(null, Buffer.from('x'), fromSeed.auditCheckpointKey ?? privateKey);
    expect(verify(null, Buffer.from('x'), fromSeed.auditCheckpointPublicKey, signature)).toBe(true);
    // The public key alone verifies (audit:verify on another machine); a wrong pair is refused.
    const raw = fromSeed.auditCheckpointPublicKey.export({ format: 'jwk' }).x ?? '';
    const verifier = loadConfig({ DATA_DIR: tempDir(), AUDIT_CHECKPOINT_PUBLIC_KEY: raw });
    expect(verifier.auditCheckpointKey).toBeNull();
    expect(verifier.auditCheckpointPublicKey.equals(fromSeed.auditCheckpointPublicKey)).toBe(true);
    expect(() =>
      loadConfig({ ...production(), AUDIT_CHECKPOINT_PUBLIC_KEY: publicKey.export({ format: 'jwk' }).x }),
    ).toThrow(/not the public key of AUDIT_CHECKPOINT_KEY/);
    expect(() => loadConfig({ ...production(), AUDIT_CHECKPOINT_KEY: 'kurang-panjang' })).toThrow(
      /AUDIT_CHECKPOINT_KEY: must be an Ed25519 private key/,
    );
    expect(seed).toBeTruthy();
  });

  it('generates a development checkpoint key into DATA_DIR and keeps it across restarts', () => {
    const dir = tempDir();
    const first = loadConfig({ DATA_DIR: dir }).auditCheckpointPublicKey;
    const again = loadConfig({ DATA_DIR: dir }).auditCheckpointPublicKey;
    expect(first.equals(again)).toBe(true);
    expect(first.equals(loadConfig({ DATA_DIR: tempDir() }).auditCheckpointPublicKey)).toBe(false);
    expect(first.asymmetricKeyType).toBe('ed25519');
  });

  it('never seeds the demo accounts in production unless SEED_DEMO asks, even on the embedded database', () => {
    const c = loadConfig(production());
    expect(c.embeddedDb).toBe(true);
    expect(c.seedDemo).toBe(false);
    expect(loadConfig({ ...production(), SEED_DEMO: '1' }).seedDemo).toBe(true);
  });

  it('serves /docs in production only when API_DOCS asks, and everywhere else unless it refuses', () => {
    expect(loadConfig(production()).apiDocs).toBe(false);
    expect(loadConfig({ ...production(), API_DOCS: '1' }).apiDocs).toBe(true);
    expect(loadConfig({ DATA_DIR: tempDir(), NODE_ENV: 'development' }).apiDocs).toBe(true);
    expect(loadConfig({ DATA_DIR: tempDir(), NODE_ENV: 'development', API_DOCS: '0' }).apiDocs).toBe(false);
    expect(() => loadConfig({ ...production(), API_DOCS: 'sometimes' })).toThrow(/API_DOCS/);
  });

  it('keeps the demo accounts and the outbox of `npm start` (development, embedded)', () => {
    const c = loadConfig({ DATA_DIR: tempDir(), NODE_ENV: 'development' });
    expect(c.seedDemo).toBe(true);
    expect(c.devOutbox).toBe(true);
  });

  it('needs a gateway URL for the HTTP SMS provider', () => {
    expect(() => loadConfig({ DATA_DIR: tempDir(), SMS_PROVIDER: 'http' })).toThrow(/SMS_HTTP_URL/);
  });

  it("carries the broker's identity, with demo values by default", () => {
    const c = loadConfig({ DATA_DIR: tempDir() });
    expect(c.COMPANY_NAME).toBe('PT Kilau Emas Berjangka');
    expect(c.COMPANY_LICENSE_NO).toBe('000/DEMO/SI/01/2026');
    expect(c.CS_EMAIL).toBe('cs@kilau.test');
    expect(c.csWhatsappUrl).toBe('https://wa.me/6280010002026');
  });

  it('links the WhatsApp number as wa.me/62… however it is written', () => {
    for (const written of ['0812 3456 7890', '+62 812-3456-7890', '6281234567890', '(0812) 3456.7890']) {
      expect(loadConfig({ DATA_DIR: tempDir(), CS_WHATSAPP: written }).csWhatsappUrl, written).toBe(
        'https://wa.me/6281234567890',
      );
    }
  });

  it('refuses a WhatsApp number that is not an Indonesian mobile, a bad e-mail or an empty licence', () => {
    for (const bad of ['021 5098 7000', '12345', 'wa.me/628123']) {
      expect(() => loadConfig({ DATA_DIR: tempDir(), CS_WHATSAPP: bad }), bad).toThrow(
        /CS_WHATSAPP: must be/,
      );
    }
    expect(() => loadConfig({ DATA_DIR: tempDir(), CS_EMAIL: 'cs kilau' })).toThrow(/CS_EMAIL/);
    expect(() => loadConfig({ DATA_DIR: tempDir(), COMPANY_LICENSE_NO: '   ' })).toThrow(
      /COMPANY_LICENSE_NO/,
    );
  });

  it('reads the onboarding flow rules from ONBOARDING_FLOW_RULES, the built-in ones when unset', () => {
    expect(loadConfig({ DATA_DIR: tempDir() }).flowRules).toEqual([...FLOW_RULES]);
    const rules = [
      { platform: 'gofx', flow: 'short' },
      { bankCode: '022', flow: 'short' },
      { platform: 'jafets', bankCode: '037', flow: 'default' },
    ];
    expect(
      loadConfig({ DATA_DIR: tempDir(), ONBOARDING_FLOW_RULES: JSON.stringify(rules) }).flowRules,
    ).toEqual(rules);
  });

  it('refuses malformed ONBOARDING_FLOW_RULES with an error naming the variable', () => {
    for (const value of [
      'gofx=short',
      JSON.stringify([{ platform: 'gofx', flow: 'shortest' }]),
      JSON.stringify([{ flow: 'short' }]),
    ]) {
      const load = () => loadConfig({ DATA_DIR: tempDir(), ONBOARDING_FLOW_RULES: value });
      expect(load, value).toThrow(ConfigError);
      expect(load, value).toThrow(/ONBOARDING_FLOW_RULES/);
    }
  });

  it('allows the UN list and DTTOT 30 days by default, or the whole days SCREENING_LIST_MAX_AGE_DAYS says (decision 0132)', () => {
    expect(loadConfig({ DATA_DIR: tempDir() }).SCREENING_LIST_MAX_AGE_DAYS).toBe(30);
    expect(
      loadConfig({ DATA_DIR: tempDir(), SCREENING_LIST_MAX_AGE_DAYS: '7' }).SCREENING_LIST_MAX_AGE_DAYS,
    ).toBe(7);
    for (const value of ['0', '-3', '1.5', 'sebulan', '400']) {
      const load = () => loadConfig({ DATA_DIR: tempDir(), SCREENING_LIST_MAX_AGE_DAYS: value });
      expect(load, value).toThrow(ConfigError);
      expect(load, value).toThrow(/SCREENING_LIST_MAX_AGE_DAYS/);
    }
  });

  it('refuses TURN servers without the secret their credentials are made from', () => {
    expect(() => loadConfig({ DATA_DIR: tempDir(), TURN_URLS: 'turn:turn.example.id:3478' })).toThrow(
      /TURN_URLS needs TURN_SECRET/,
    );
    expect(
      loadConfig({ DATA_DIR: tempDir(), TURN_URLS: 'turn:turn.example.id:3478', TURN_SECRET: 'a'.repeat(32) })
        .TURN_SECRET,
    ).toHaveLength(32);
  });

  it('stores files in the folder unless S3_BUCKET names a bucket, and refuses half an S3 setup', () => {
    expect(loadConfig({ DATA_DIR: tempDir() }).S3_BUCKET).toBeUndefined();
    const c = loadConfig({
      DATA_DIR: tempDir(),
      S3_BUCKET: 'kilau-files',
      S3_ENDPOINT: 'https://s3.example.id',
      S3_ACCESS_KEY_ID: 'AKIAEXAMPLE',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_SSE: 'AES256',
    });
    expect(c).toMatchObject({ S3_BUCKET: 'kilau-files', S3_REGION: 'us-east-1', S3_SSE: 'AES256' });
    expect(() => loadConfig({ DATA_DIR: tempDir(), S3_ENDPOINT: 'https://s3.example.id' })).toThrow(
      /need S3_BUCKET/,
    );
    expect(() =>
      loadConfig({ DATA_DIR: tempDir(), S3_BUCKET: 'kilau-files', S3_ACCESS_KEY_ID: 'AKIA' }),
    ).toThrow(/S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together/);
    expect(() => loadConfig({ DATA_DIR: tempDir(), S3_BUCKET: 'kilau-files', S3_SSE: 'DES' })).toThrow(
      /S3_SSE/,
    );
  });
});
