// @ts-check
/**
 * A controlled clock for a spec's own server, loaded with NODE_OPTIONS=--import: the server's
 * `Date` runs the number of milliseconds written in E2E_CLOCK_FILE ahead of the real clock (the
 * embedded database's now() follows it). A spec moves time on the server as `page.clock` does in
 * the browser, e.g. past the step-up window, instead of waiting. Without the variable it does
 * nothing.
 */
import { readFileSync } from 'node:fs';

const file = process.env.E2E_CLOCK_FILE;
if (file) {
  const RealDate = Date;
  const realNow = RealDate.now.bind(RealDate);
  let offset = 0;
  let readAt = Number.NEGATIVE_INFINITY;
  const now = () => {
    const t = realNow();
    if (t - readAt > 50) {
      readAt = t;
      try {
        offset = Number(readFileSync(file, 'utf8')) || 0;
      } catch {
        offset = 0;
      }
    }
    return t + offset;
  };
  /** @type {any} */
  const Shifted = function (/** @type {any[]} */ ...args) {
    if (!new.target) return new RealDate(now()).toString();
    // @ts-expect-error Date's constructor takes what it is given
    return args.length === 0 ? new RealDate(now()) : new RealDate(...args);
  };
  Shifted.prototype = RealDate.prototype;
  Shifted.now = now;
  Shifted.parse = RealDate.parse;
  Shifted.UTC = RealDate.UTC;
  globalThis.Date = Shifted;
}
