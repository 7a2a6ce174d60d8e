/**
 * The forms' resolvers, with zod and the shared schemas: 'Data Saya' paints before zod has arrived,
 * so its forms load this module with `import()` through lib/lazy-resolver.ts (decisions 0051, 0107).
 * Import it only with `import()`.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { dataExportBodySchema, dataRequestBodySchema, MSG } from '@kilau/shared';
import { z } from 'zod';

const [correction, closure] = dataRequestBodySchema.options;

export const passwordResolver = zodResolver(dataExportBodySchema);

/** The correction as the form holds it: the document is added by the upload, not typed. */
export const correctionResolver = zodResolver(correction.omit({ kind: true, document_file_id: true }));

/** A restriction or deletion, confirmed with a tick beside the password. */
export const closureResolver = zodResolver(
  closure.extend({
    confirmed: z.literal(true, { error: MSG.dataRestrictConfirmRequired }),
  }),
);
