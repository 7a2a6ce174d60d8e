import { BACKOFFICE_PAGE_SIZE, kycListReplySchema, type RiskLevel, type StaffPrefix } from '@kilau/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export interface ParticipantQuery {
  /** null: every status. */
  status: 2 | 4 | 5 | 6 | 8 | null;
  page: number;
  /** A platform id, or 'all'. */
  platformId: string;
  startDate?: string;
  endDate?: string;
  /** The search box: a name, a NIK or a phone number. */
  q?: string;
  /** The workbench's sort and filters (decision 0112). */
  sort?: 'due';
  claim?: 'mine' | 'unclaimed';
  overdue?: boolean;
  /** Only the files due later today (the dashboard's 'Tenggat hari ini', decision 0134). */
  due?: 'today';
  /** Only this risk level (docs/product/risk-rating.md); for the readers of the rating. */
  riskLevel?: RiskLevel;
}

/** GET /v1/{prefix}/kyc/customers/{platformId} with offset = (page − 1) × limit (docs/product/back-office.md § Calls). */
export function useParticipants(prefix: StaffPrefix, q: ParticipantQuery) {
  const params = new URLSearchParams({
    offset: String((q.page - 1) * BACKOFFICE_PAGE_SIZE),
    limit: String(BACKOFFICE_PAGE_SIZE),
  });
  if (q.status === 5) params.set('state', 'reject');
  else if (q.status !== null) params.set('status', String(q.status));
  if (q.startDate) params.set('start_date', q.startDate);
  if (q.endDate) params.set('end_date', q.endDate);
  if (q.q) params.set('q', q.q);
  if (q.sort) params.set('sort', q.sort);
  if (q.claim) params.set('claim', q.claim);
  if (q.overdue) params.set('overdue', '1');
  if (q.due) params.set('due', q.due);
  if (q.riskLevel) params.set('risk_level', q.riskLevel);
  const path = `/v1/${prefix}/kyc/customers/${encodeURIComponent(q.platformId)}?${params}`;
  return useQuery({
    queryKey: ['participants', prefix, q],
    queryFn: () => apiRequest('GET', path, { schema: kycListReplySchema }),
    select: (r) => r.data,
    placeholderData: keepPreviousData,
  });
}
