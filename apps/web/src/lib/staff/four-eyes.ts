/**
 * Four eyes as other back-office features use it (decision 0181): the review's dialogs propose and
 * say that a second person decides; the screening panel proposes, and it and its match cards show
 * the pending proposals with their decision. The capability is the four-eyes feature's, and
 * features do not import each other (architecture.md §3.1): they read it from this context, which
 * the back office's routes provide with the feature's implementation. Only the seam's shape is
 * here.
 */
import type { Proposal, ProposeBody, StaffPrefix } from '@kilau/shared';
import { type ComponentType, createContext, useContext } from 'react';

/** The proposal call as a feature uses it: send one, and whether one is on its way. */
export interface ProposeCall {
  /** Resolves once the proposal is filed and the screens have read again; rejects with the API's error. */
  mutateAsync: (body: ProposeBody) => Promise<unknown>;
  isPending: boolean;
}

export interface FourEyes {
  /** A hook (call it where hooks are called): POST /v1/{prefix}/proposals, for a second person to decide. */
  usePropose: (prefix: StaffPrefix) => ProposeCall;
  /** A pending proposal: what, by whom, when and why, and the decision for whoever may take it. */
  PendingProposal: ComponentType<{ proposal: Proposal }>;
  /** What a maker's dialog says: nothing happens until a second person approves (decision 0133). */
  FourEyesNotice: ComponentType;
}

export const FourEyesContext = createContext<FourEyes | null>(null);

/** The four eyes the back office provides; without a provider, a developer's error that says which. */
export function useFourEyes(): FourEyes {
  const fourEyes = useContext(FourEyesContext);
  if (!fourEyes)
    throw new Error(
      'useFourEyes: no four-eyes provider is mounted above this screen. The back office mounts ' +
        "FourEyesProvider (features/four-eyes) around every staff screen; a test wraps what it renders in testing/four-eyes.tsx's withFourEyes.",
    );
  return fourEyes;
}
