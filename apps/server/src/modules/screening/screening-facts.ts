/**
 * What the review's rules need of a participant's screening (decision 0111), from the columns
 * screeningFactColumns() adds to a review query: whether approval is blocked and why, whether it
 * takes a second person, whether the file is frozen.
 */
export interface ScreeningFacts {
  /** Matches not yet decided: approval is blocked while there is one. */
  openMatches: number;
  /** Confirmed matches: approval stays blocked (the file was frozen, and may have been thawed since). */
  confirmedMatches: number;
  /** A dismissed match or a blacklisted twin: approval is a four-eyes decision. */
  fourEyesApproval: boolean;
  frozen: boolean;
  /** An approve proposal waits for its checker. */
  pendingApproval: boolean;
  /** A required list (UN, DTTOT) has no loaded version: nobody is screened yet (decision 0131). */
  listsMissing: boolean;
}

export function screeningFactsOf(
  r: {
    screeningOpen: number;
    screeningConfirmed: number;
    screeningDismissed: number;
    blacklistedTwin: boolean;
    pendingApproveProposal: boolean;
    frozenAt: Date | null;
  },
  listsMissing = false,
): ScreeningFacts {
  return {
    openMatches: r.screeningOpen,
    confirmedMatches: r.screeningConfirmed,
    fourEyesApproval: r.screeningDismissed > 0 || r.blacklistedTwin,
    frozen: r.frozenAt !== null,
    pendingApproval: r.pendingApproveProposal,
    listsMissing,
  };
}
