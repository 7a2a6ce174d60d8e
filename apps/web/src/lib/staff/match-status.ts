/**
 * A screening match's status as staff screens name and colour it (decision 0111): the participant's
 * screening card and the participants a rescreen flagged read the same words and colours.
 */
import { type MatchStatus, MSG } from '@kilau/shared';

export const MATCH_STATUS_TEXT: Readonly<Record<MatchStatus, string>> = {
  open: MSG.screeningStatusOpen,
  dismissed: MSG.screeningStatusDismissed,
  confirmed: MSG.screeningStatusConfirmed,
  cleared: MSG.screeningStatusCleared,
};

export const MATCH_STATUS_COLOR: Readonly<Record<MatchStatus, string>> = {
  open: 'red',
  dismissed: 'gray',
  confirmed: 'red',
  cleared: 'teal',
};
