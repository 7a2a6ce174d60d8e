// @ts-check
/**
 * The render worker (decision 0118): renders a customer screen with the customer's data, in a thread
 * of its own, with the web app's server build (apps/web/dist-prerender/prerender.js, `renderWithData`).
 *
 * A thread of its own because that build stands in for the browser's globals (`window`,
 * `localStorage`) and keeps the session in a module: in the server's own thread the first would
 * mislead every library that asks whether it runs in a browser, and the second would mix two
 * customers' renders. Here renders run one after another, and the worker never sees a token: each
 * GET the screen sends is answered by the server's thread (customer-pages.ts), which asks the API
 * with the token of the customer whose page it is. Plain JavaScript, so that the tests can start it
 * from the sources as the bundle starts its built copy.
 */
import { pathToFileURL } from 'node:url';
import { parentPort, workerData } from 'node:worker_threads';

/**
 * @typedef {{ type: 'render', id: number, url: string }} RenderAsk
 * @typedef {{ type: 'reply', fetch: number, status: number, body: string }} FetchReply
 * @typedef {{ renderWithData: (url: string) => Promise<unknown> }} ServerBuild
 */

if (!parentPort) throw new Error('render-worker.mjs runs as a worker thread');
const port = parentPort;

/** @type {Map<number, (reply: FetchReply) => void>} */
const waiting = new Map();
let fetches = 0;
/** The render under way (0: none): the server answers its GETs for its customer. */
let current = 0;

/**
 * The screen's GETs, answered by the server's thread. Only a GET of a path goes: anything else is
 * refused here, so a render can never change anything.
 * @param {string | URL | Request} input
 * @param {RequestInit} [init]
 * @returns {Promise<Response>}
 */
async function bridgedFetch(input, init) {
  const method = (init?.method ?? 'GET').toUpperCase();
  const path = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  if (method !== 'GET' || !path.startsWith('/') || path.startsWith('//')) {
    throw new TypeError(`not sent while rendering: ${method} ${path}`);
  }
  const id = ++fetches;
  /** @type {FetchReply} */
  const reply = await new Promise((resolve) => {
    waiting.set(id, resolve);
    port.postMessage({ type: 'fetch', fetch: id, render: current, path });
  });
  return new Response(reply.body, { status: reply.status, headers: { 'content-type': 'application/json' } });
}
globalThis.fetch = bridgedFetch;

/** @type {ServerBuild} */
const build = await import(pathToFileURL(workerData.prerenderFile).href);

/** @param {RenderAsk} ask */
async function renderOne({ id, url }) {
  current = id;
  try {
    const rendered = await build.renderWithData(url);
    port.postMessage({ type: 'rendered', id, rendered });
  } catch (err) {
    port.postMessage({ type: 'failed', id, reason: err instanceof Error ? err.message : String(err) });
  } finally {
    current = 0;
  }
}

let queue = Promise.resolve();
port.on('message', (/** @type {RenderAsk | FetchReply} */ message) => {
  if (message.type === 'reply') {
    waiting.get(message.fetch)?.(message);
    waiting.delete(message.fetch);
  } else if (message.type === 'render') {
    queue = queue.then(() => renderOne(message));
  }
});
