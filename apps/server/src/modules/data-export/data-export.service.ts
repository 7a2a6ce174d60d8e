/**
 * 'Unduh data saya' (UU 27/2022 art. 7–8; decision 0113). The customer asks with their password
 * again; a background job builds one ZIP of their data into the file store and mails a link that
 * works 7 days; each download through the link is the caller's own, counted and audited. The link
 * token is kept only as its SHA-256, like every other mailed token. A restricted (closed) account
 * may still take its copy: the right of access outlives the relationship. One copy in progress or
 * fresh per customer: asking again meanwhile answers with that one (decision 0122).
 */
import type { Readable } from 'node:stream';
import {
  DATA_EXPORT_FRESH_MINUTES,
  DATA_EXPORT_LINK_DAYS,
  DAY_MS,
  type DataExport,
  fillTemplate,
  formatWibDateTime,
  MSG,
  SC,
} from '@kilau/shared';
import type { FastifyInstance } from 'fastify';
import type { DbOrTx } from '../../db/client';
import { ApiError } from '../../plugins/errors';
import { FileNotFound } from '../../plugins/files';
import type { RequestMeta } from '../audit/audit.service';
import { newOpaqueToken, sha256, verifyPassword } from '../credentials';
import { gatherContent, readme } from './data-export.content';
import {
  countDownload,
  countDownloadById,
  findCurrentExport,
  findExpired,
  findExport,
  findPasswordHash,
  insertExport,
  lockAccount,
  markExpired,
  markFailed,
  markReady,
  toDataExport,
} from './data-export.repository';
import { renderSummaryPdf } from './data-export.summary';
import { writeExportZip } from './data-export.zip';

export const DATA_EXPORT_JOB = 'data.export';
export const DATA_EXPORT_SWEEP_JOB = 'data.export-sweep';
const LINK_MS = DATA_EXPORT_LINK_DAYS * DAY_MS;
const FRESH_MS = DATA_EXPORT_FRESH_MINUTES * 60_000;

/** The instant a request compares freshness with, so that a test can stand an hour later. */
export const dataExportClock = { now: (): Date => new Date() };

/** What a request answers: the copy, whether it is the one already made, and the words for it. */
export interface ExportRequestOutcome {
  data: DataExport;
  /** True when an export in progress or fresh was answered instead of a new one. */
  existing: boolean;
  message: string;
}

/** The words for a copy asked for again: being built, or ready and its link already mailed. */
function existingMessage(row: { status: string; readyAt: Date | null }): string {
  if (row.status !== 'ready' || !row.readyAt) return MSG.dataExportInProgress;
  return fillTemplate(MSG.dataExportStillFresh, {
    ready: formatWibDateTime(row.readyAt),
    next: formatWibDateTime(new Date(row.readyAt.getTime() + FRESH_MS)),
  });
}

/** The page the mailed link opens (apps/web paths.dataExportDownload). */
export function exportLink(publicUrl: string, token: string): string {
  return `${publicUrl}/data-saya/unduh/${encodeURIComponent(token)}`;
}

/** Where a copy's ZIP is kept until its link expires. */
export function exportStorageKey(userId: string, exportId: string): string {
  return `data-exports/${userId}/${exportId}.zip`;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const linkInvalid = () =>
  new ApiError(404, SC.dataExportLinkInvalid, MSG.dataExportLinkInvalid, 'Export link invalid');

type Deps = Pick<FastifyInstance, 'db' | 'audit' | 'config' | 'notifications' | 'files' | 'jobs' | 'log'>;

export class DataExportService {
  constructor(private readonly deps: Deps) {}

  /**
   * POST /v1/user/data-export: the password again, then one export in progress or fresh per
   * customer. A request meanwhile answers with that export, builds nothing and mails nothing.
   */
  async request(userId: string, password: string, meta: RequestMeta): Promise<ExportRequestOutcome> {
    const { db, audit } = this.deps;
    const account = await findPasswordHash(db, userId);
    if (!account) throw new ApiError(401, 401, MSG.unauthorized, 'Unauthorized');
    if (!(await verifyPassword(account.passwordHash, password))) {
      await audit.record(
        db,
        {
          actorType: 'user',
          actorId: userId,
          action: 'data_export.request',
          targetType: 'user',
          targetId: userId,
          outcome: 'failure',
          details: { reason: 'wrong_password' },
        },
        meta,
      );
      // The profile's answer to a wrong password: not 'Unauthorized', which ends the web session (0003).
      throw new ApiError(401, 401, MSG.profileCurrentPasswordWrong, 'Wrong password');
    }
    const freshSince = new Date(dataExportClock.now().getTime() - FRESH_MS);
    const { row, existing } = await db.transaction(async (tx) => {
      // The account row is locked before the look, so that two requests at once make one export:
      // the second waits, then finds the first one's row.
      await lockAccount(tx, userId);
      const current = await findCurrentExport(tx, userId, freshSince);
      const row = current ?? (await insertExport(tx, userId));
      await audit.record(
        tx,
        {
          actorType: 'user',
          actorId: userId,
          action: 'data_export.request',
          // The customer as target, so the participant's timeline shows it (case-file).
          targetType: 'user',
          targetId: userId,
          details: { export_id: row.id, ...(current ? { existing: true } : {}) },
        },
        meta,
      );
      return { row, existing: current !== null };
    });
    if (existing) return { data: toDataExport(row), existing, message: existingMessage(row) };
    await this.deps.jobs.enqueue(DATA_EXPORT_JOB, { export_id: row.id });
    return { data: toDataExport(row), existing, message: MSG.dataExportQueued };
  }

  /**
   * The job: builds the ZIP, marks the row ready with a fresh link token and mails the link. A
   * failure marks it failed, logs why and tells the customer they may ask again; the job itself
   * then ends (a retry would mail twice), the customer's next request builds anew.
   */
  async build(exportId: string): Promise<void> {
    const { db, files, config, log, notifications } = this.deps;
    const row = await findExport(db, exportId);
    if (row?.status !== 'queued') return;
    const key = exportStorageKey(row.userId, row.id);
    let to: string | null = null;
    let name = '';
    try {
      const privateKey = config.auditCheckpointKey;
      if (!privateKey) throw new Error('no AUDIT_CHECKPOINT_KEY to sign the manifest with');
      const now = new Date();
      const meta = { exportId: row.id, now, readModel: { flowRules: config.flowRules } };
      const content = await gatherContent(db, row.userId, meta, async (k) => {
        try {
          return await files.size(k);
        } catch (err) {
          if (err instanceof FileNotFound) return null;
          throw err;
        }
      });
      to = content.email;
      name = content.fullname ?? '';
      const dataJson = Buffer.from(`${JSON.stringify(content.data, null, 2)}\n`);
      const readmeText = readme({
        exportId: row.id,
        created: formatWibDateTime(row.createdAt),
        recipients: content.recipients,
      });
      const zip = await writeExportZip(
        files,
        key,
        [
          { path: 'README.id.md', bytes: Buffer.from(readmeText) },
          // The summary a person reads; data.json is the whole record, for machines and checks.
          { path: 'ringkasan.pdf', bytes: await renderSummaryPdf(content.summary) },
          { path: 'data.json', bytes: dataJson },
          ...content.files.map((f) => ({ path: f.path, storageKey: f.storageKey, size: f.size })),
        ],
        { exportId: row.id, userId: row.userId, createdAt: now, privateKey },
      );
      const token = newOpaqueToken();
      const readyAt = new Date();
      const expiresAt = new Date(readyAt.getTime() + LINK_MS);
      await markReady(db, row.id, {
        storageKey: key,
        sizeBytes: zip.size,
        sha256: zip.sha256,
        tokenHash: sha256(token),
        readyAt,
        expiresAt,
      });
      if (to) {
        await notifications.email({
          to,
          subject: MSG.dataExportMailSubject,
          text: [
            fillTemplate(MSG.approvalEmailGreeting, { name }),
            '',
            fillTemplate(MSG.dataExportMailBody, { expires: formatWibDateTime(expiresAt) }),
            exportLink(config.publicUrl, token),
            '',
            MSG.dataExportMailNote,
            '',
            MSG.activationEmailSignature,
          ].join('\n'),
        });
      }
    } catch (err) {
      log.error({ err, exportId: row.id }, 'data export failed');
      await files.delete(key).catch(() => undefined);
      await markFailed(db, row.id, (err as Error).message ?? String(err));
      if (to) {
        await notifications.email({
          to,
          subject: MSG.dataExportFailedMailSubject,
          text: [
            fillTemplate(MSG.approvalEmailGreeting, { name }),
            '',
            MSG.dataExportFailedMailBody,
            `${config.publicUrl}/data-saya`,
            '',
            MSG.activationEmailSignature,
          ].join('\n'),
        });
      }
    }
  }

  /**
   * GET /v1/user/data-export/{token}: the caller's own ready export within its 7 days, else 404.
   * The download is counted and audited in one transaction before the bytes go out.
   */
  async download(
    userId: string,
    token: string,
    meta: RequestMeta,
  ): Promise<{ stream: Readable; size: number; filename: string }> {
    if (token.length < 20 || token.length > 200) throw linkInvalid();
    return this.serve(userId, (tx, now) => countDownload(tx, userId, sha256(token), now), 'link', meta);
  }

  /**
   * GET /v1/user/data-export/{id}/download: 'Data Saya''s button, the same copy by its id. The
   * session alone proves whose it is, as it does for the link (a token only finds the row); the
   * same checks, count and audit row, marked as from the page.
   */
  async downloadOwn(
    userId: string,
    exportId: string,
    meta: RequestMeta,
  ): Promise<{ stream: Readable; size: number; filename: string }> {
    if (!UUID.test(exportId)) throw linkInvalid();
    return this.serve(userId, (tx, now) => countDownloadById(tx, userId, exportId, now), 'page', meta);
  }

  private async serve(
    userId: string,
    find: (tx: DbOrTx, now: Date) => ReturnType<typeof countDownload>,
    via: 'link' | 'page',
    meta: RequestMeta,
  ): Promise<{ stream: Readable; size: number; filename: string }> {
    const { db, audit, files } = this.deps;
    const now = new Date();
    const row = await db.transaction(async (tx) => {
      const counted = await find(tx, now);
      if (!counted?.storageKey) return null;
      await audit.record(
        tx,
        {
          actorType: 'user',
          actorId: userId,
          action: 'data_export.download',
          targetType: 'user',
          targetId: userId,
          details: { export_id: counted.id, sha256: counted.sha256, downloads: counted.downloads, via },
        },
        meta,
      );
      return counted;
    });
    if (!row?.storageKey) throw linkInvalid();
    const size = row.sizeBytes ?? (await files.size(row.storageKey));
    const date = (row.readyAt ?? now).toISOString().slice(0, 10);
    return { stream: files.get(row.storageKey), size, filename: `data-saya-${date}.zip` };
  }
}

/**
 * The daily sweep: a copy past its 7 days has its ZIP deleted from the store and reads 'expired';
 * the row stays as the record that a copy was given. Answers how many were swept.
 */
export async function sweepExpiredExports(
  deps: Pick<FastifyInstance, 'db' | 'files'>,
  now: Date = new Date(),
): Promise<number> {
  let swept = 0;
  for (;;) {
    const due = await findExpired(deps.db, now, 100);
    for (const row of due) {
      if (row.storageKey) await deps.files.delete(row.storageKey);
      await markExpired(deps.db, row.id);
      swept += 1;
    }
    if (due.length < 100) return swept;
  }
}
