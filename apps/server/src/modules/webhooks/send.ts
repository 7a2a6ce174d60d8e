/**
 * One POST of a signed event to a partner (decision 0114): to the checked address only (the pinned
 * lookup), no redirect followed (node's http never follows one; a 3xx is reported as a failure by
 * the caller), a 10-second limit on the whole exchange, the reply's body read and dropped (at most
 * 64 kB, so a partner cannot make us hold a large reply). Never throws: every outcome is a result.
 */
import http from 'node:http';
import https from 'node:https';
import { WEBHOOK_TIMEOUT_MS } from '@kilau/shared';
import { type CheckedDestination, pinnedLookup } from './address-check';

export interface SendResult {
  statusCode: number | null;
  /** A short technical reason when no status came back (timeout, connection refused…). */
  failure: 'timeout' | 'connection' | null;
  detail: string | null;
}

const REPLY_READ_MAX = 64 * 1024;

export function postSigned(
  dest: CheckedDestination,
  headers: Record<string, string>,
  body: string,
  timeoutMs: number = WEBHOOK_TIMEOUT_MS,
): Promise<SendResult> {
  return new Promise((resolve) => {
    const client = dest.url.protocol === 'https:' ? https : http;
    let settled = false;
    const done = (r: SendResult) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(r);
    };
    const req = client.request(
      dest.url,
      {
        method: 'POST',
        // A fresh connection each time: a pooled socket could outlive the address check it passed.
        agent: false,
        lookup: pinnedLookup(dest) as never,
        headers: {
          ...headers,
          'content-type': 'application/json',
          'content-length': String(Buffer.byteLength(body)),
          'user-agent': 'Kilau-Webhooks/1',
        },
      },
      (res) => {
        let read = 0;
        res.on('data', (chunk: Buffer) => {
          read += chunk.length;
          if (read > REPLY_READ_MAX) res.destroy();
        });
        const finish = () => done({ statusCode: res.statusCode ?? null, failure: null, detail: null });
        res.on('end', finish);
        res.on('close', finish);
        res.on('error', finish);
      },
    );
    const timer = setTimeout(() => {
      req.destroy(new Error('timeout'));
      done({ statusCode: null, failure: 'timeout', detail: `no reply within ${timeoutMs} ms` });
    }, timeoutMs);
    req.on('error', (err: NodeJS.ErrnoException) =>
      done({ statusCode: null, failure: 'connection', detail: err.code ?? err.message }),
    );
    req.end(body);
  });
}
