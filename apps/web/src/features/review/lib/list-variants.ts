/** The participant lists of docs/product/back-office.md § Screens, one configuration each. */
import { MSG } from '@kilau/shared';

export type ListVariant =
  | 'new'
  | 'registered'
  | 'rejected'
  | 'blacklist'
  | 'needs-fix'
  | 'broker-new'
  | 'broker-registered'
  | 'all-platforms';

export interface ListConfig {
  title: string;
  /** null: every status (the super admin's view of all platforms, /customers-kyc). */
  status: 2 | 4 | 5 | 6 | 8 | null;
  /** The broker screens (/esp-*) act from the row. */
  broker: boolean;
}

export const LIST_VARIANTS: Record<ListVariant, ListConfig> = {
  new: { title: MSG.listNewTitle, status: 2, broker: false },
  registered: { title: MSG.listRegisteredTitle, status: 4, broker: false },
  rejected: { title: MSG.listRejectedTitle, status: 5, broker: false },
  blacklist: { title: MSG.listBlacklistTitle, status: 6, broker: false },
  /** Sent back to the customer to fix (decision 0112): the due time is paused meanwhile. */
  'needs-fix': { title: MSG.listNeedsFixTitle, status: 8, broker: false },
  'broker-new': { title: MSG.listNewTitle, status: 2, broker: true },
  'broker-registered': { title: MSG.listRegisteredTitle, status: 4, broker: true },
  'all-platforms': { title: MSG.customersKycTitle, status: null, broker: false },
};
