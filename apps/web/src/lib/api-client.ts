/**
 * The one API client (architecture.md §3.5): bearer token, timeout, replies parsed with the shared schema,
 * and one typed error carrying the server's status code and Indonesian message.
 */
import { MSG } from '@kilau/shared';
import type { z } from 'zod';
import { takeEarly } from './early-requests';
import { session } from './session';

const TIMEOUT_MS = 20_000;

export class ApiError extends Error {
  constructor(
    /** HTTP status; 0 when the server could not be reached. */
    readonly httpStatus: number,
    readonly statusCode: string | number,
    /** The Indonesian text to show. */
    readonly messageId: string,
    readonly fieldErrors: { field: string; message: string }[] = [],
    readonly body: Record<string, unknown> = {},
  ) {
    super(messageId);
  }
  /** True when the reply carried this status_code (string or number alike). */
  is(code: string | number): boolean {
    return String(this.statusCode) === String(code);
  }
}

/** The text to show for a failed request: the server's message, or a technical problem. */
export function errorMessage(err: unknown): string {
  return err instanceof ApiError ? err.messageId : MSG.technicalProblem;
}

type Unauthorized = () => void;
/** The handlers set, newest last: the newest answers (the customer's keeper over the app's default). */
const unauthorizedHandlers: Unauthorized[] = [];
/**
 * The app decides what a dead session does (the app: go to the login; the customer's session
 * keeper, while mounted: the 'Sesi Berakhir' modal); the client only reports it. Returns what
 * removes the handler again, giving the word back to the one set before it.
 */
export function setUnauthorizedHandler(handler: Unauthorized): () => void {
  unauthorizedHandlers.push(handler);
  return () => {
    const at = unauthorizedHandlers.lastIndexOf(handler);
    if (at >= 0) unauthorizedHandlers.splice(at, 1);
  };
}

function onUnauthorized() {
  unauthorizedHandlers.at(-1)?.();
}

/**
 * Looks at the reply of an authenticated call and may send it again (`again`): the staff shell
 * sets the step-up (lib/staff/step-up-retry.ts); the customer's pages have none. Only the hook
 * lives here, so that the customer's first paint does not carry the back office's code.
 */
export type ReplyHook = (response: Response, again: () => Promise<Response>) => Promise<Response>;
let replyHook: ReplyHook | null = null;
export function setReplyHook(hook: ReplyHook | null) {
  replyHook = hook;
}

interface RequestOptions<S extends z.ZodType> {
  body?: unknown;
  /**
   * The reply's schema, or a loader of it: a customer screen, which paints before zod has arrived
   * (decision 0175), passes `() => import(…)`, and the schema is fetched while the request runs.
   */
  schema: S | (() => Promise<S>);
  /** Send the bearer token (default true when one is stored). */
  auth?: boolean;
  signal?: AbortSignal;
  /** Let the request finish after the page goes away (a logout sent as the session ends). */
  keepalive?: boolean;
}

export async function apiRequest<S extends z.ZodType>(
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  options: RequestOptions<S>,
): Promise<z.infer<S>> {
  const [response, schema] = await Promise.all([
    send(method, path, options.body, options.auth, options.signal, options.keepalive),
    typeof options.schema === 'function' ? options.schema() : options.schema,
  ]);
  const json = await readJson(response);
  if (!response.ok) throw toApiError(response.status, json, options.auth !== false);
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    console.error(`Reply of ${method} ${path} does not match its schema`, parsed.error.issues);
    throw new ApiError(response.status, 'contract', MSG.serverError);
  }
  return parsed.data;
}

interface DownloadOptions {
  /** Called as bytes arrive, with the count so far (a streamed export has no length up front). */
  onProgress?: (bytes: number) => void;
  /** A large export may take longer than a request: the limit for the whole download. */
  timeoutMs?: number;
}

/** For file downloads: the raw Blob and its name. */
export async function apiDownload(
  path: string,
  options: DownloadOptions = {},
): Promise<{ blob: Blob; filename: string }> {
  const response = await send('GET', path, undefined, true, undefined, false, options.timeoutMs);
  if (!response.ok) throw toApiError(response.status, await readJson(response), true);
  const disposition = response.headers.get('content-disposition') ?? '';
  const filename = /filename="?([^";]+)"?/.exec(disposition)?.[1] ?? 'dokumen.pdf';
  if (!options.onProgress || !response.body) return { blob: await response.blob(), filename };
  const chunks: Uint8Array[] = [];
  let bytes = 0;
  const reader = response.body.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      bytes += value.byteLength;
      options.onProgress(bytes);
    }
  } catch {
    throw new ApiError(0, 'network', MSG.networkError);
  }
  const type = response.headers.get('content-type') ?? 'application/octet-stream';
  return { blob: new Blob(chunks as BlobPart[], { type }), filename };
}

async function send(
  method: string,
  path: string,
  body: unknown,
  auth: boolean | undefined,
  signal?: AbortSignal,
  keepalive?: boolean,
  timeoutMs = TIMEOUT_MS,
  hooked = true,
): Promise<Response> {
  const headers: Record<string, string> = { accept: 'application/json' };
  // A Blob (a recorded video chunk) goes as raw bytes; FormData (a list file) as multipart, its
  // boundary set by fetch; anything else as JSON.
  const raw = body instanceof Blob;
  const form = body instanceof FormData;
  if (body !== undefined && !form)
    headers['content-type'] = raw ? 'application/octet-stream' : 'application/json';
  const token = session.token();
  if (auth !== false && token) headers.authorization = `Bearer ${token}`;
  // The same GET sent by the entry as the page loaded (lib/early-requests.ts), when there is one.
  const early =
    method === 'GET' && body === undefined && !signal && hooked
      ? takeEarly(path, auth !== false ? token : null)
      : null;
  let response: Response;
  try {
    response = await (early ??
      fetch(path, {
        method,
        headers,
        body: body === undefined ? undefined : raw || form ? body : JSON.stringify(body),
        ...(keepalive ? { keepalive } : {}),
        signal: signal
          ? AbortSignal.any([signal, AbortSignal.timeout(timeoutMs)])
          : AbortSignal.timeout(timeoutMs),
      }));
  } catch (err) {
    if (signal?.aborted) throw err;
    throw new ApiError(0, 'network', MSG.networkError);
  }
  // Sent again as it was (a fresh timeout, the token of the moment) when the hook asks for it. The
  // hook is the staff shell's and acts only on a staff decision's refusal, so every call passes it.
  return replyHook && hooked
    ? replyHook(response, () => send(method, path, body, auth, signal, keepalive, timeoutMs, false))
    : response;
}

async function readJson(response: Response): Promise<Record<string, unknown>> {
  try {
    return (await response.json()) as Record<string, unknown>;
  } catch {
    return {};
  }
}

function toApiError(status: number, json: Record<string, unknown>, authed: boolean): ApiError {
  // Only a dead session ends the visit; a 401 about a wrong old password (profile) does not.
  if (status === 401 && authed && session.token() && json.err_message === 'Unauthorized') onUnauthorized();
  const statusCode = (json.status_code as string | number | undefined) ?? status;
  const fieldErrors = Array.isArray(json.error) ? (json.error as { field: string; message: string }[]) : [];
  const fallback = status === 429 ? MSG.tooManyRequests : status >= 500 ? MSG.serverError : MSG.invalidInput;
  const messageId =
    (typeof json.err_message_id === 'string' && json.err_message_id) ||
    (typeof json.err_message === 'string' && json.err_message) ||
    fallback;
  return new ApiError(status, statusCode, messageId, fieldErrors, json);
}
