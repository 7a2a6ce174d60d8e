/**
 * Above a list of files waiting for review (decision 0112): 'Berikutnya', whose files to show
 * (everyone's, the caller's, nobody's), late ones only or those due later today (the dashboard's
 * 'Tenggat hari ini' opens the list so, decision 0134; one excludes the other), and the sort by due
 * time. Kept in the URL like the list's other filters.
 */
import { MSG } from '@kilau/shared';
import { Checkbox, Group, SegmentedControl } from '@mantine/core';
import type { ClaimPrefix } from '../api/case-ownership';
import { NextCaseButton } from './next-case-button';

export interface CaseListFilters {
  sort: 'due' | null;
  claim: 'mine' | 'unclaimed' | null;
  overdue: boolean;
  dueToday: boolean;
}

export function readCaseFilters(params: URLSearchParams): CaseListFilters {
  const claim = params.get('claim');
  return {
    sort: params.get('sort') === 'due' ? 'due' : null,
    claim: claim === 'mine' || claim === 'unclaimed' ? claim : null,
    overdue: params.get('overdue') === '1',
    dueToday: params.get('due') === 'today',
  };
}

export function CaseListControls({
  filters,
  onChange,
  claimPrefix,
  platformId,
}: {
  filters: CaseListFilters;
  /** The URL's changes: a key's new value, or null to drop it. */
  onChange: (changes: Record<string, string | null>) => void;
  claimPrefix: ClaimPrefix | null;
  platformId?: string;
}) {
  return (
    <Group gap="md" align="center" wrap="wrap">
      {claimPrefix && <NextCaseButton prefix={claimPrefix} platformId={platformId} />}
      <SegmentedControl
        aria-label={MSG.caseFilterLabel}
        size="xs"
        value={filters.claim ?? 'all'}
        onChange={(v) => onChange({ claim: v === 'all' ? null : v, page: null })}
        data={[
          { value: 'all', label: MSG.caseFilterAll },
          ...(claimPrefix ? [{ value: 'mine', label: MSG.workloadMine }] : []),
          { value: 'unclaimed', label: MSG.workloadUnclaimed },
        ]}
      />
      <Checkbox
        label={MSG.caseFilterOverdue}
        checked={filters.overdue}
        onChange={(e) => onChange({ overdue: e.currentTarget.checked ? '1' : null, due: null, page: null })}
      />
      <Checkbox
        label={MSG.workloadDueToday}
        checked={filters.dueToday}
        onChange={(e) =>
          onChange({ due: e.currentTarget.checked ? 'today' : null, overdue: null, page: null })
        }
      />
      <Checkbox
        label={MSG.caseSortDue}
        checked={filters.sort === 'due'}
        onChange={(e) => onChange({ sort: e.currentTarget.checked ? 'due' : null, page: null })}
      />
    </Group>
  );
}
