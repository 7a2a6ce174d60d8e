/**
 * The demo's screening lists (decision 0131): without a UN list and DTTOT nobody counts as screened
 * and nothing can be approved, so the demo loads one fictitious entry of each, through the super
 * admin's upload call and the upload's own parse and rescreen, as a super admin's upload runs. Real
 * deployments upload the real lists; these files say in their own text that they are demo data.
 */
import { REQUIRED_SOURCES, type UploadedSource } from '@kilau/shared';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { staffUsers } from '../db/schema';
import { runRescreen } from '../modules/screening/rescreen.service';
import { loadedSources } from '../modules/watchlists';
import { WatchlistsService } from '../modules/watchlists/watchlists.service';
import { DEMO_DTTOT_CSV, DEMO_UN_XML } from './demo-lists';

const DEMO_LISTS: Record<(typeof REQUIRED_SOURCES)[number], { name: string; text: string }> = {
  un: { name: 'un-demo.xml', text: DEMO_UN_XML },
  dttot: { name: 'dttot-demo.csv', text: DEMO_DTTOT_CSV },
};

/** Loads each required list that has no version yet; answers the sources it loaded. */
export async function seedDemoLists(app: FastifyInstance): Promise<UploadedSource[]> {
  const loaded = new Set(await loadedSources(app.db));
  const missing = REQUIRED_SOURCES.filter((s) => !loaded.has(s));
  if (missing.length === 0) return [];
  const [admin] = await app.db
    .select({ id: staffUsers.id, role: staffUsers.role })
    .from(staffUsers)
    .where(and(eq(staffUsers.username, 'superadmin'), eq(staffUsers.active, true)));
  if (!admin) throw new Error('demo lists: the super admin is missing');
  // Acts for the demo super admin without a login, its session marked as stepped up (decision 0109).
  const token = await app.sessions.open('staff', admin.id, admin.role, {}, app.db, 'seed');
  try {
    for (const source of missing) {
      const { name, text } = DEMO_LISTS[source];
      const form = new FormData();
      form.append('file', new Blob([text]), name);
      const request = new Request('http://localhost/', { method: 'POST', body: form });
      const res = await app.inject({
        method: 'POST',
        url: `/v1/super-admin/watchlists/${source}`,
        payload: Buffer.from(await request.arrayBuffer()),
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': String(request.headers.get('content-type')),
        },
      });
      if (res.statusCode !== 202)
        throw new Error(`demo lists: ${source} answered ${res.statusCode} ${res.body}`);
      const upload = (res.json() as { data: { upload: { id: string } } }).data.upload;
      // The upload's parse job and its rescreen, run here so the demo is screened when it starts.
      const service = new WatchlistsService(app);
      await service.parse(upload.id);
      const { run } = await service.upload(upload.id);
      if (!run) throw new Error(`demo lists: ${source} was not stored`);
      while (!(await runRescreen(app, run.id))) {
        // A rescreen works in slices; the demo's few participants take one or two.
      }
    }
  } finally {
    const claims = await app.sessions.verify(token);
    if (claims) await app.sessions.revoke(claims.sid);
  }
  return missing;
}
