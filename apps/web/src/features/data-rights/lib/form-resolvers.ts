/**
 * The forms' resolvers, with zod and the shared schemas: 'Data Saya' paints before zod has arrived,
 * so its forms load this module with `import()` through lib/lazy-resolver.ts (decisions 0051, 0107).
 * Import it only with `import()`.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { checkDataCorrectionValue, dataExportBodySchema, dataRequestBodySchema, MSG } from '@kilau/shared';
import { z } from 'zod';

// The shared union's branches in its order: a correction, a data update (decision 0217; not a form
// here), a restriction or deletion. The picks below name each branch's own keys, so a branch moved
// in the union fails the type check rather than checking the wrong form.
const [correction, , closure] = dataRequestBodySchema.options;

export const passwordResolver = zodResolver(dataExportBodySchema);

/**
 * The correction as the form holds it: the document is added by the upload, not typed. The right
 * value is held to its field's onboarding rule, as the server holds it (decision 0122).
 */
export const correctionResolver = zodResolver(
  correction.omit({ kind: true, document_file_id: true }).superRefine((v, ctx) => {
    const checked = checkDataCorrectionValue(v.field, v.requested_value);
    if (!checked.ok) ctx.addIssue({ code: 'custom', path: ['requested_value'], message: checked.message });
  }),
);

/** A restriction or deletion, confirmed with a tick beside the password. */
export const closureResolver = zodResolver(
  closure.pick({ kind: true, note: true, password: true }).extend({
    confirmed: z.literal(true, { error: MSG.dataRestrictConfirmRequired }),
  }),
);
