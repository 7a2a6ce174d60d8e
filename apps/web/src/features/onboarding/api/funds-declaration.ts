/**
 * The declaration of source of funds and wealth a reviewer asked (docs/product/risk-rating.md
 * § Enhanced due diligence): its document through the upload route as kind `funds_declaration`
 * (the 'other' attachment's rules: a JPEG or PNG under 400,000 bytes; the reply is the file's id),
 * then PUT /v2/kyc/resubmission/{customerId}/funds-declaration naming it.
 */
import type { FundsDeclarationBody } from '@kilau/shared';
import { apiRequest } from '../../../lib/api-client';

const schemas = () => import('./fix-list-schemas');

export async function uploadDeclarationDocument(customerId: string, file: File): Promise<string> {
  const form = new FormData();
  // The server decides the accepted type and cap from `kind`, so it has to come first.
  form.append('kind', 'funds_declaration');
  form.append('file', file, file.name);
  const reply = await apiRequest('POST', `/v2/kyc/upload/${encodeURIComponent(customerId)}`, {
    body: form,
    schema: () => schemas().then((m) => m.uploadReplySchema),
  });
  return reply.data;
}

export async function saveFundsDeclaration(customerId: string, body: FundsDeclarationBody): Promise<string> {
  const reply = await apiRequest(
    'PUT',
    `/v2/kyc/resubmission/${encodeURIComponent(customerId)}/funds-declaration`,
    { body, schema: () => schemas().then((m) => m.okReplySchema) },
  );
  return reply.message ?? '';
}
