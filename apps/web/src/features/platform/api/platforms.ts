import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { platformUrls } from './urls';

// The reply's schema arrives with zod, after the first paint (decision 0107).
const replies = () => import('./reply-schemas');

/** GET /v2/master_data/platform: the trading platforms a customer can open an account on. */
export async function fetchPlatforms() {
  const reply = await apiRequest('GET', platformUrls.platforms, {
    schema: () => replies().then((m) => m.masterPlatformReplySchema),
  });
  return reply.data.platform;
}

export function usePlatforms() {
  return useQuery({ queryKey: ['master-data', 'platform'], queryFn: fetchPlatforms, staleTime: 10 * 60_000 });
}
