/**
 * The legal text's modal, its code (the text's layout, its query, Mantine's List) fetched when the
 * browser is idle after the form has painted, and shown when first opened: a step shows the
 * consents and links to the texts at once, but a text only after a tap (decision 0051).
 */
import { lazy } from 'react';
import { DeferredDialog } from '../../../../components/ui/lazy-dialog';
import type { LegalDocumentModalProps } from './legal-document';

const load = () => import('./legal-document');
const LoadedModal = lazy(() => load().then((m) => ({ default: m.LegalDocumentModal })));

export function LegalDocumentModal(props: LegalDocumentModalProps) {
  return (
    <DeferredDialog opened={props.opened} load={load}>
      <LoadedModal {...props} />
    </DeferredDialog>
  );
}
