/**
 * What another feature (case ownership, decision 0112) adds to a list of files waiting for review:
 * the app hands it in, since features do not import each other (architecture.md §3.1).
 */
import type { KycListItem, StaffPrefix } from '@kilau/shared';
import type { DataTableColumn } from 'mantine-datatable';
import type { ReactNode } from 'react';
import type { ParticipantQuery } from '../api/participants';

export interface CaseListContext {
  prefix: StaffPrefix | null;
  /** The list of files waiting for a review (2, with 7): the one with 'Berikutnya' and the filters. */
  waitingList: boolean;
  /** The list of files waiting for the customer's fix (8). */
  needsFixList: boolean;
  params: URLSearchParams;
  setParam: (changes: Record<string, string | null>) => void;
  /** The list's platform filter, when one is chosen. */
  platformId?: string;
}

export interface CaseListSlot {
  /** Inserted before the registration date. */
  columns: DataTableColumn<KycListItem>[];
  /** Shown under the registration date (its column then titled for both), e.g. the file's age. */
  underRegistered?: (item: KycListItem) => ReactNode;
  /** The column title of what `underRegistered` shows. */
  underRegisteredTitle?: string;
  /** The same facts on a phone's card (decision 0134): each with its label. */
  cardFacts?: (item: KycListItem) => { label: string; value: ReactNode }[];
  /** Above the table (with the list's filters, folded away on a phone). */
  controls: ReactNode;
  /** How many of its filters are set, for the folded filters' button. */
  activeFilters?: number;
  /** The sort and filters read from the URL, sent with the list's request. */
  query: Pick<ParticipantQuery, 'sort' | 'claim' | 'overdue' | 'due'>;
}

/** A hook, called once per render of the list (a module-level function, so the order never changes). */
export type UseCaseListSlot = (ctx: CaseListContext) => CaseListSlot;

const NONE: CaseListSlot = { columns: [], controls: null, query: {} };
export const useNoCaseSlot: UseCaseListSlot = () => NONE;
