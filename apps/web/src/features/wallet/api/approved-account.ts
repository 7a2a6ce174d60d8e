import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** The replies' schemas arrive while the requests run, so zod is not on the first paint. */
const replySchemas = () => import('./reply-schemas');

export interface ApprovedAccount {
  platform: string;
  accountNo: string | null;
  username: string | null;
}

/** The approved record's trading account (GET /v2/kyc/customer/platform, then the record). */
export async function fetchApprovedAccount(): Promise<ApprovedAccount | null> {
  const list = await apiRequest('GET', '/v2/kyc/customer/platform', {
    schema: () => replySchemas().then((m) => m.customerPlatformsReplySchema),
  });
  const approved = list.data.find((c) => c.state === 'approved');
  if (!approved) return null;
  const detail = await apiRequest(
    'GET',
    `/v2/kyc/customer/platform/${encodeURIComponent(approved.platform.platform_id)}`,
    { schema: () => import('./record-reply-schemas').then((m) => m.approvedDetailReplySchema) },
  );
  const c = detail.data.customer;
  return {
    platform: c.platform.name,
    accountNo: c.trade_account_no ?? null,
    username: c.trade_username ?? null,
  };
}

export function useApprovedAccount() {
  return useQuery({ queryKey: ['wallet', 'approved-account'], queryFn: fetchApprovedAccount });
}
