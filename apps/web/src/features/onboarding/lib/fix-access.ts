/**
 * How a step opens while a record waits for a fix (decision 0112), in the few lines every step's
 * first download carries; the rules that compute it (fix-mode.ts) load only for a record being fixed.
 */
/** As usual, reopened for a fix, or read-only (not asked for). */
export type StepAccess = 'open' | 'fix' | 'read-only';

/** Whether a document of the attachment step can be changed: always outside a fix, else if asked for. */
export function isDocumentOpen(access: StepAccess, reopened: ReadonlySet<string>, kind: string): boolean {
  return access === 'open' || (access === 'fix' && reopened.has(kind));
}
