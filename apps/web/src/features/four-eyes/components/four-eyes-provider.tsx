/**
 * Four eyes handed to the other back-office features (decision 0181): the proposal call, the pending
 * proposal's card and the maker's notice, provided through lib/staff/four-eyes.ts. The back office's
 * routes mount it around every staff screen, so the review's dialogs and the screening panel use it
 * without importing this feature (architecture.md §3.1).
 */
import type { ReactNode } from 'react';
import { type FourEyes, FourEyesContext } from '../../../lib/staff/four-eyes';
import { usePropose } from '../api/proposals';
import { FourEyesNotice, PendingProposal } from './proposal-decision';

/**
 * One value, never replaced: the screens call its usePropose as a hook, which must stay the same
 * function from one render to the next, and nothing re-renders for it.
 */
const FOUR_EYES: FourEyes = { usePropose, PendingProposal, FourEyesNotice };

export function FourEyesProvider({ children }: { children: ReactNode }) {
  return <FourEyesContext value={FOUR_EYES}>{children}</FourEyesContext>;
}
