/** A staff member's read of a stored file: scoped by role (staff-file-scope.ts) and audited. */
import type { FastifyInstance } from 'fastify';
import type { AccessClaims } from '../../plugins/auth';
import type { RequestMeta } from '../audit/audit.service';
import { staffFileScope } from './staff-file-scope';
import { findStaffFile, type StoredFileRow } from './stored-files.repository';

type Deps = Pick<FastifyInstance, 'db' | 'audit'>;

export class FileAccessService {
  constructor(private readonly deps: Deps) {}

  /**
   * The file at this storage key when the caller's role may read it, else undefined. A first read
   * is audited; the later ranges of a seek in a video (a Range not from byte 0) are not.
   */
  async staffFile(
    claims: AccessClaims,
    storageKey: string,
    range: string | undefined,
    meta: RequestMeta,
  ): Promise<StoredFileRow | undefined> {
    const { db, audit } = this.deps;
    const row = await findStaffFile(db, storageKey, await staffFileScope(db, claims));
    if (!row) return undefined;
    if (!range || range.startsWith('bytes=0-')) {
      await audit.record(
        db,
        {
          actorType: 'staff',
          actorId: claims.sub,
          action: 'file.view',
          targetType: 'stored_file',
          targetId: row.id,
          details: { kind: row.kind, customer_id: row.customerId },
        },
        meta,
      );
    }
    return row;
  }
}
