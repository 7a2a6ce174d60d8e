/** A staff member's read of a stored file: scoped by role (staff-file-scope.ts) and audited. */
import type { FastifyInstance } from 'fastify';
import type { AccessClaims } from '../../plugins/auth';
import type { RequestMeta } from '../audit/audit.service';
import { mayReadKind, staffFileScope } from './staff-file-scope';
import {
  fileViewAuditedSince,
  findStaffFile,
  lockFileViewing,
  type StoredFileRow,
} from './stored-files.repository';

type Deps = Pick<FastifyInstance, 'db' | 'audit'>;

/**
 * How long one viewing of a file lasts (decision 0104): the reads of one file by one staff member
 * within this time of the viewing's audit row are the same viewing (a video's many ranges, a
 * reload, a second tab); the first read after it opens a new viewing and a new row.
 */
export const FILE_VIEWING_MS = 30 * 60_000;

/**
 * Audits a staff member's read of a file once per viewing, whatever its Range header says: every
 * read that returns bytes of the file is covered by a `file.view` row. Returns whether a row was
 * written. `details` joins the row's details (the route it came through, for one).
 */
export async function recordFileViewing(
  deps: Deps,
  claims: AccessClaims,
  row: Pick<StoredFileRow, 'id' | 'kind' | 'customerId'>,
  meta: RequestMeta,
  details: Record<string, unknown> = {},
): Promise<boolean> {
  const { db, audit } = deps;
  return db.transaction(async (tx) => {
    await lockFileViewing(tx, claims.sub, row.id);
    const since = new Date(Date.now() - FILE_VIEWING_MS);
    if (await fileViewAuditedSince(tx, claims.sub, row.id, since)) return false;
    await audit.record(
      tx,
      {
        actorType: 'staff',
        actorId: claims.sub,
        action: 'file.view',
        targetType: 'stored_file',
        targetId: row.id,
        details: { kind: row.kind, customer_id: row.customerId, ...details },
      },
      meta,
    );
    return true;
  });
}

export class FileAccessService {
  constructor(private readonly deps: Deps) {}

  /**
   * The file at this storage key (or with this id: an earlier version a resubmission kept, decision
   * 0112) when the caller's role may read it, else undefined; its reading is audited once per
   * viewing (recordFileViewing).
   */
  async staffFile(
    claims: AccessClaims,
    file: { storageKey: string } | { id: string },
    meta: RequestMeta,
  ): Promise<StoredFileRow | undefined> {
    const { db } = this.deps;
    const row = await findStaffFile(db, file, await staffFileScope(db, claims));
    if (!row || !mayReadKind(claims, row.kind)) return undefined;
    await recordFileViewing(this.deps, claims, row, meta);
    return row;
  }
}
