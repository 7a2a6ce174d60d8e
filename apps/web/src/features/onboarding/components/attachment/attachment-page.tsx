/**
 * /register-datalampiran (docs/product/onboarding.md § Screens, Rules): a spinner while the record and the saved attachments
 * load, then the attachments form (`attachment-form-view.tsx`).
 *
 * The form's code (react-hook-form, zod for the upload's reply, the document, video and signature
 * fields) is fetched at the same time as those two replies instead of before the page can ask for
 * them, so the first paint (the spinner) needs only this gate: with the form in it the page is over
 * its budget (decision 0175). The spinner stays until both have arrived: the person sees what they
 * saw before, the form appearing when its data is there.
 */
import { Suspense } from 'react';
import { QueryState } from '../../../../components/ui/query-state';
import { lazyPart } from '../../../../lib/lazy-part';
import { usePageTitle } from '../../../../lib/use-page-title';
import { useAttachment } from '../../api/attachment';
import { useCustomerRecord } from '../../api/customer-record';
import { stepTitle } from '../shared/step-titles';

/** The form's module, fetched once (like a route's chunk, a failed download surfaces as the route's would). */
const { Part: AttachmentFormView, preload: loadForm } = lazyPart(() => import('./attachment-form-view'));

const spinner = <QueryState isLoading error={null} onRetry={() => {}} />;

export default function AttachmentPage() {
  // The step's title from the first paint (the form's frame sets the same once it is there).
  usePageTitle(stepTitle('attachment'));
  // Started at the first render, beside the two queries below.
  void loadForm().catch(() => {});
  const record = useCustomerRecord();
  const attachment = useAttachment(record.customerId);
  if (record.isPending || (record.customerId && attachment.isPending)) return spinner;
  if (record.error || attachment.error) {
    return (
      <QueryState
        isLoading={false}
        error={record.error ?? attachment.error}
        onRetry={() => void (record.error ? record.refetch() : attachment.refetch())}
      />
    );
  }
  if (!record.customerId)
    return <QueryState isLoading={false} error={new Error()} onRetry={() => void record.refetch()} />;
  return (
    <Suspense fallback={spinner}>
      <AttachmentFormView customerId={record.customerId} saved={attachment.data ?? null} />
    </Suspense>
  );
}
