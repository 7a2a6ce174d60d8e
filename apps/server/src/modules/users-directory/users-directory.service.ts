/**
 * The staff's users directory: customer accounts within the caller's scope, listed a page at a
 * time or exported whole (the export audited before its first byte).
 */
import type { UsersDirectoryFilter, UsersDirectoryQuery } from '@kilau/shared';
import type { FastifyInstance } from 'fastify';
import type { RequestMeta } from '../audit/audit.service';
import { recordDirectoryView } from '../audit/personal-reads.service';
import { type StaffScope, staffScope } from '../auth';
import type { AccessClaims } from '../auth/session.service';
import { countDirectory, type DirectoryRow, listDirectory } from './users-directory.repository';

type Deps = Pick<FastifyInstance, 'db' | 'audit'>;

export class UsersDirectoryService {
  constructor(private readonly deps: Deps) {}

  /**
   * One page (offset is the page number from 1) and the count of the whole filtered directory. The
   * page's participants are audited as read, once per viewing (personal-reads.service.ts).
   */
  async page(
    claims: AccessClaims,
    q: UsersDirectoryQuery,
    meta: RequestMeta,
  ): Promise<{ rows: DirectoryRow[]; count: number }> {
    const { db } = this.deps;
    const scope = await staffScope(db, claims);
    const [count, rows] = await Promise.all([
      countDirectory(db, scope, q),
      listDirectory(db, scope, q, { offset: (q.offset - 1) * q.limit, limit: q.limit }),
    ]);
    await recordDirectoryView(
      this.deps,
      claims.sub,
      {
        participants: rows.flatMap((r) => (r.nasabahId ? [r.nasabahId] : [])),
        users: rows.flatMap((r) => (r.nasabahId ? [] : [r.id])),
        query: { keyword: q.keyword, app_name: q.app_name, offset: q.offset, limit: q.limit },
        count,
      },
      meta,
    );
    return { rows, count };
  }

  /**
   * The scope and row count of an export, audited before the first byte: who took which slice of
   * the customer base, and how much.
   */
  async startExport(
    claims: AccessClaims,
    filter: UsersDirectoryFilter,
    meta: RequestMeta,
  ): Promise<{ scope: StaffScope; total: number }> {
    const { db, audit } = this.deps;
    const scope = await staffScope(db, claims);
    const total = await countDirectory(db, scope, filter);
    await audit.record(
      db,
      {
        actorType: 'staff',
        actorId: claims.sub,
        action: 'users.export',
        targetType: 'users',
        // What was searched may be a name, NIK or phone: its digest only (decision 0113).
        details: {
          app_name: filter.app_name,
          keyword_hmac: audit.personalDigest(filter.keyword),
          rows: total,
        },
      },
      meta,
    );
    return { scope, total };
  }
}
