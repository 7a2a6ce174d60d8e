import type { LegalDocumentId } from '@kilau/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

// The replies' schemas arrive with zod, after the first paint (decision 0107).
const replies = () => import('./step-reply-schemas');

/** GET /v2/legal/{id}: a legal text with the company identity (and the bank's name) filled in. */
export function useLegalDocument(id: LegalDocumentId, bankCode?: string | null, enabled = true) {
  return useQuery({
    queryKey: ['legal', id, bankCode ?? null],
    queryFn: async () => {
      const query = bankCode && /^\d{3}$/.test(bankCode) ? `?bank_code=${bankCode}` : '';
      const reply = await apiRequest('GET', `/v2/legal/${id}${query}`, {
        schema: () => replies().then((m) => m.legalDocumentReplySchema),
      });
      return reply.data;
    },
    enabled,
    staleTime: 5 * 60_000,
  });
}
