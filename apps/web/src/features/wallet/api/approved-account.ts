import { customerDetailSchema, customerPlatformsReplySchema } from '@kilau/shared';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

const approvedDetailReplySchema = z.object({
  status_code: z.string(),
  data: z.object({
    customer: customerDetailSchema.pick({ platform: true, trade_account_no: true, trade_username: true }),
  }),
});

export interface ApprovedAccount {
  platform: string;
  accountNo: string | null;
  username: string | null;
}

/** The approved record's trading account (GET /v2/kyc/customer/platform, then the record). */
export async function fetchApprovedAccount(): Promise<ApprovedAccount | null> {
  const list = await apiRequest('GET', '/v2/kyc/customer/platform', { schema: customerPlatformsReplySchema });
  const approved = list.data.find((c) => c.state === 'approved');
  if (!approved) return null;
  const detail = await apiRequest(
    'GET',
    `/v2/kyc/customer/platform/${encodeURIComponent(approved.platform.platform_id)}`,
    { schema: approvedDetailReplySchema },
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
