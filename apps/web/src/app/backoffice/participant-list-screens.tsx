/**
 * The review lists as the back-office routes them: the review feature's list with case ownership's
 * columns, filters and 'Berikutnya' handed in (features do not import each other; decision 0112).
 */
import { useCaseListSlot } from '../../features/case-ownership/components/case-list-slot';
import { ParticipantListPage } from '../../features/review/components/participant-list-page';
import type { ListVariant } from '../../features/review/lib/list-variants';

const withCases = (variant: ListVariant) => () => (
  <ParticipantListPage variant={variant} useCaseSlot={useCaseListSlot} />
);

export const NewListPage = withCases('new');
export const RegisteredListPage = withCases('registered');
export const RejectedListPage = withCases('rejected');
export const BlacklistPage = withCases('blacklist');
export const NeedsFixListPage = withCases('needs-fix');
export const BrokerNewListPage = withCases('broker-new');
export const BrokerRegisteredListPage = withCases('broker-registered');
export const AllPlatformsListPage = withCases('all-platforms');
