/**
 * The legal text's modal, its code (the text's layout, its query, Mantine's List) fetched when the
 * browser is idle after the form has painted, and shown when first opened: a step shows the
 * consents and links to the texts at once, but a text only after a tap (decision 0051).
 */
import { lazyDialog } from '../../../components/ui/lazy-dialog';
import type { LegalDocumentModalProps } from './legal-document';

export const LegalDocumentModal = lazyDialog<LegalDocumentModalProps>(() =>
  import('./legal-document').then((m) => ({ default: m.LegalDocumentModal })),
);
