/**
 * The attachments form of /register-datalampiran (docs/product/onboarding.md § Screens, Rules), shown once the record and the
 * saved attachments have arrived (`attachment-page.tsx`, which loads this module while it fetches
 * them): the documents, the statement video, the signatures (the partner's only when married), the
 * agreement statements 2–5 with the clause-24 choice, the promoter code (shown, given at the
 * platform choice: decision 0135) and the confirmation; every file is uploaded first and the form
 * (react-hook-form, the shared attachment rules as its resolver) carries the stored paths.
 * PUT /v2/kyc/attachment/{customerId} through the steps' one save: '00' → /register-preview.
 */
import {
  AGREEMENT_STEP_FIRST,
  type AttachmentBody,
  fillTemplate,
  type LegalDocumentId,
  MARRIAGE_CODE_MARRIED,
  MSG,
} from '@kilau/shared';
import { Checkbox, SimpleGrid, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { notifyError } from '../../../../lib/notify';
import { attachmentKey, type SavedAttachment, saveAttachment } from '../../api/attachment';
import { useCustomerRecord } from '../../api/customer-record';
import { useMasterData } from '../../api/master-data';
import { IMAGE_DOCS, VIDEO_INVALID_STATE, VIDEO_MISSING_STATE } from '../../lib/attachment-docs';
import {
  type AttachmentForm,
  type AttachmentRulesInput,
  attachmentDefaults,
  attachmentFailure,
  attachmentResolver,
  type FieldName,
  invalidMessage,
  type PathField,
  pathsOf,
  VIDEO_INVALID_TYPE,
} from '../../lib/attachment-form';
import { isDocumentOpen } from '../../lib/fix-access';
import { useFixMode } from '../../lib/use-fix-mode';
import { useStepSave } from '../../lib/use-step-save';
import { CarriedField } from '../shared/carried-field';
import { StepLayout } from '../shared/step-layout';
import { AgreementSteps } from './agreement-steps';
import { FixLock } from './fix-lock';
import { ImageDocumentField } from './image-document-field';
import { SignatureField } from './signature-field';
import { StatementVideoField } from './statement-video-field';

/** Whether the record's marital status is married (code KAWIN): the partner pad is then shown. */
function useMarried(): boolean {
  const { detail, bankCode } = useCustomerRecord();
  const options = useMasterData('marriage', bankCode);
  const id = detail?.marriage_type?.data_id;
  if (!id) return false;
  return options.data?.find((o) => o.value === id)?.code === MARRIAGE_CODE_MARRIED;
}

export default function AttachmentFormView({
  customerId,
  saved,
}: {
  customerId: string;
  saved: SavedAttachment | null;
}) {
  const { flow, bankCode, state, savedSections, detail, employment } = useCustomerRecord();
  const statement = fillTemplate(MSG.attachVideoScript, {
    name: detail?.fullname ?? '',
    platform: detail?.platform.name ?? '',
  });
  const married = useMarried();
  // While a fix is asked (decision 0112) only the documents asked for can be taken again.
  const fix = useFixMode('attachment');
  const locked = (kind: string) => !isDocumentOpen(fix.access, fix.documents, kind);
  const notice = fix.access === 'fix';
  // The beneficial-owner statement given on the work step is shown approved, not asked again (decision 0135).
  const carried: LegalDocumentId[] = employment?.has_confirm_beneficial_owner ? ['pemilik-manfaat'] : [];

  const form = useForm<AttachmentForm, AttachmentRulesInput, AttachmentBody>({
    resolver: attachmentResolver,
    context: { married },
    // Every upload is named in the record as it lands (decision 0088): what the server read back is
    // what was uploaded, after a reload or on another device.
    defaultValues: attachmentDefaults(saved),
  });
  const { control, formState, setError, clearErrors, setValue, handleSubmit } = form;
  const errors = formState.errors;
  const values = useWatch({ control });
  const paths_ = pathsOf(values);

  const setPath = (field: PathField, path: string | null) => {
    setValue(field, path, { shouldDirty: true });
    clearErrors(field);
  };
  const fieldError = (field: FieldName) => (message: string | null) =>
    message ? setError(field, { type: 'manual', message }) : clearErrors(field);

  const save = useStepSave({
    flow,
    step: 'attachment',
    save: (body: AttachmentBody) => saveAttachment(customerId, body),
    invalidate: [attachmentKey(customerId)],
    failure: attachmentFailure,
    setFieldError: (field, message) => setError(field as FieldName, { type: 'server', message }),
    delayMs: 0,
  });
  const submit = handleSubmit(save, (invalid) => notifyError(invalidMessage(invalid)));

  const videoError = errors.statement_video?.message
    ? {
        state: errors.statement_video.type === VIDEO_INVALID_TYPE ? VIDEO_INVALID_STATE : VIDEO_MISSING_STATE,
        message: errors.statement_video.message,
      }
    : null;
  const disputeError = errors.dispute_body?.message ?? errors.dispute_detail?.message ?? null;

  return (
    <StepLayout
      step="attachment"
      flow={flow}
      state={state}
      saved={savedSections}
      title={MSG.attachTitle}
      subtitle={MSG.attachSubtitle}
      formId="attachment-form"
      saving={formState.isSubmitting}
    >
      <form id="attachment-form" onSubmit={(e) => void submit(e)} noValidate>
        <Stack gap="xl">
          <AttachmentSection id="att-docs" title={MSG.attachDocsSection}>
            <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
              {IMAGE_DOCS.map((doc) => (
                <FixLock key={doc.kind} locked={locked(doc.kind)} notice={notice}>
                  <ImageDocumentField
                    doc={doc}
                    customerId={customerId}
                    path={paths_[doc.kind]}
                    error={errors[doc.kind]?.message ?? null}
                    onUploaded={(p) => setPath(doc.kind, p)}
                    onError={fieldError(doc.kind)}
                  />
                </FixLock>
              ))}
            </SimpleGrid>
          </AttachmentSection>

          <AttachmentSection id="att-video" title={MSG.attachVideoTitle}>
            <FixLock locked={locked('statement_video')} notice={notice}>
              <StatementVideoField
                customerId={customerId}
                path={paths_.statement_video}
                error={videoError}
                statement={statement}
                onUploaded={(p) => setPath('statement_video', p)}
                onError={(e) =>
                  e
                    ? setError('statement_video', {
                        type: e.state === VIDEO_INVALID_STATE ? VIDEO_INVALID_TYPE : 'manual',
                        message: e.message,
                      })
                    : clearErrors('statement_video')
                }
              />
            </FixLock>
          </AttachmentSection>

          <AttachmentSection id="att-signature" title={MSG.attachSignatureTitle}>
            <SimpleGrid cols={{ base: 1, sm: married ? 2 : 1 }} spacing="sm">
              <FixLock locked={locked('signature')} notice={notice}>
                <SignatureField
                  mode={1}
                  customerId={customerId}
                  path={paths_.signature}
                  error={errors.signature?.message ?? null}
                  onUploaded={(p) => setPath('signature', p)}
                  onError={fieldError('signature')}
                />
              </FixLock>
              {married ? (
                <FixLock locked={locked('partner_signature')} notice={notice}>
                  <SignatureField
                    mode={2}
                    customerId={customerId}
                    path={paths_.partner_signature}
                    error={errors.partner_signature?.message ?? null}
                    onUploaded={(p) => setPath('partner_signature', p)}
                    onError={fieldError('partner_signature')}
                  />
                </FixLock>
              ) : null}
            </SimpleGrid>
          </AttachmentSection>

          <AttachmentSection id="att-agreement" title={MSG.attachAgreementTitle}>
            <FixLock locked={fix.access !== 'open'} notice={notice}>
              <AgreementSteps
                step={values.agreement_step ?? AGREEMENT_STEP_FIRST}
                onStep={(step) => setValue('agreement_step', step, { shouldDirty: true })}
                dispute={{ body: values.dispute_body ?? '', detail: values.dispute_detail ?? '' }}
                onDispute={(v) => {
                  setValue('dispute_body', v.body, { shouldDirty: true });
                  setValue('dispute_detail', v.detail, { shouldDirty: true });
                  clearErrors(['dispute_body', 'dispute_detail']);
                }}
                disputeError={disputeError}
                onDisputeError={fieldError('dispute_body')}
                bankCode={bankCode}
                carried={carried}
              />
            </FixLock>
          </AttachmentSection>

          <CarriedField
            label={MSG.previewPromoterSection}
            value={saved?.referral_code ?? detail?.referral_code ?? ''}
            placeholder={MSG.promoterCodeNone}
            description={MSG.promoterCodeCarried}
          />

          <Controller
            control={control}
            name="has_confirm_attachment"
            render={({ field, fieldState }) => (
              <Checkbox
                label={MSG.attachConfirm}
                checked={field.value}
                onChange={(e) => {
                  field.onChange(e.currentTarget.checked);
                  if (e.currentTarget.checked) clearErrors('has_confirm_attachment');
                }}
                onBlur={field.onBlur}
                ref={field.ref}
                error={fieldState.error?.message}
                styles={{ label: { lineHeight: 1.45 } }}
              />
            )}
          />
        </Stack>
      </form>
    </StepLayout>
  );
}

/** A titled part of the attachments screen (documents, video, signatures, agreements). */
function AttachmentSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Stack gap="sm" component="section" aria-labelledby={id}>
      <Title order={2} fz="lg" id={id}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}
