/**
 * The signals a test's socket receives, in order: `push` each as it arrives, `next` waits for the
 * following one (and fails after a few seconds, so a missing signal fails the test, not its timeout).
 */
import type { ServerSignal } from '@kilau/shared';

export function signalInbox(timeoutMs = 5000) {
  const queue: ServerSignal[] = [];
  const waiting: ((s: ServerSignal) => void)[] = [];
  return {
    push(raw: Buffer | string) {
      const signal = JSON.parse(raw.toString()) as ServerSignal;
      const w = waiting.shift();
      if (w) w(signal);
      else queue.push(signal);
    },
    next(): Promise<ServerSignal> {
      const ready = queue.shift();
      if (ready) return Promise.resolve(ready);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no signal within ${timeoutMs} ms`)), timeoutMs);
        waiting.push((s) => {
          clearTimeout(timer);
          resolve(s);
        });
      });
    },
  };
}
