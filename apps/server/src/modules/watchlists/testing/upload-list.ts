/**
 * A list uploaded the way the super admin's page does it (decision 0120): POST the file, then, when
 * the request accepted it (202), the upload's parse job's handler, then the upload as
 * GET …/watchlists/uploads/{id} answers it. Tests of other modules use `storeList` to put a list in
 * place and get its version and rescreen run; the rescreen itself is left queued for the test.
 */
import { type UploadedSource, type WatchlistUpload, watchlistUploadReplySchema } from '@kilau/shared';
import type { LightMyRequestResponse } from 'fastify';
import type { TestApp } from '../../../test/app';
import { nextTestIp } from '../../../test/customer';
import { multipartBody } from '../../../test/multipart';
import { WatchlistsService } from '../watchlists.service';

type App = Pick<TestApp, 'app'>;

export async function postList(
  t: App,
  token: string,
  source: UploadedSource | string,
  file: { name: string; bytes: Buffer },
): Promise<LightMyRequestResponse> {
  const body = await multipartBody(file);
  return t.app.inject({
    method: 'POST',
    url: `/v1/super-admin/watchlists/${source}`,
    remoteAddress: nextTestIp(),
    payload: body.payload,
    headers: { authorization: `Bearer ${token}`, 'content-type': body.contentType },
  });
}

export async function readUpload(t: App, token: string, id: string): Promise<WatchlistUpload> {
  const reply = await t.app.inject({
    method: 'GET',
    url: `/v1/super-admin/watchlists/uploads/${id}`,
    remoteAddress: nextTestIp(),
    headers: { authorization: `Bearer ${token}` },
  });
  if (reply.statusCode !== 200) throw new Error(`upload ${id}: ${reply.statusCode} ${reply.body}`);
  return watchlistUploadReplySchema.parse(reply.json()).data.upload;
}

/**
 * The upload read to its end: `{ reply }` alone when the request refused it (422), else the
 * upload after its parse job ran ('stored' or 'refused').
 */
export async function uploadList(
  t: App,
  token: string,
  source: UploadedSource | string,
  file: { name: string; bytes: Buffer },
): Promise<{ reply: LightMyRequestResponse; upload: WatchlistUpload | null }> {
  const reply = await postList(t, token, source, file);
  if (reply.statusCode !== 202) return { reply, upload: null };
  const { id } = watchlistUploadReplySchema.parse(reply.json()).data.upload;
  // The queue's own handler for this one job (the test's queue runs only when drained, and
  // draining would run the rescreen the upload queues too).
  await new WatchlistsService(t.app).parse(id);
  return { reply, upload: await readUpload(t, token, id) };
}

/** A list that must be stored: its version and the rescreen run it queued. */
export async function storeList(
  t: App,
  token: string,
  source: UploadedSource,
  file: { name: string; bytes: Buffer },
) {
  const { reply, upload } = await uploadList(t, token, source, file);
  if (!upload?.version || !upload.run) {
    throw new Error(
      `list ${file.name} not stored: ${reply.statusCode} ${JSON.stringify(upload ?? reply.json())}`,
    );
  }
  return { version: upload.version, run: upload.run };
}
