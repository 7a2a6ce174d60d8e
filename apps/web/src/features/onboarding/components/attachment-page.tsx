/**
 * /register-datalampiran (spec 001 §2, §5): the documents, the statement video, the signatures
 * (the partner's only when married), the agreement statements 2–5 with the clause-24 choice, the
 * promoter code and the confirmation; every file is uploaded first and the form carries the
 * stored paths. PUT /v2/kyc/attachment/{customerId}: '00' → /register-preview.
 */
import {
  AGREEMENT_STEP_FIRST,
  type AttachmentBody,
  attachmentFormSchema,
  MARRIAGE_CODE_MARRIED,
  MSG,
  ONBOARDING_SC,
  PROMOTER_CODE_LENGTH,
} from '@kilau/shared';
import { Checkbox, Loader, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { QueryState } from '../../../components/ui/query-state';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { notifyError } from '../../../lib/notify';
import {
  attachmentKey,
  checkPromoter,
  type SavedAttachment,
  saveAttachment,
  useAttachment,
} from '../api/attachment';
import { useCustomerRecord } from '../api/customer-record';
import { useMasterData } from '../api/master-data';
import { IMAGE_DOCS, type ImageDocKind, requiredMessage, VIDEO_MISSING_STATE } from '../lib/attachment-docs';
import { applyStepOutcome, replyOutcome } from '../lib/step-save';
import { AgreementSteps, type DisputeValue } from './agreement-steps';
import { ImageDocumentField } from './image-document-field';
import { SignatureField } from './signature-field';
import { StatementVideoField } from './statement-video-field';
import { StepLayout } from './step-layout';

type PathField = ImageDocKind | 'statement_video' | 'signature' | 'partner_signature';
type Paths = Record<PathField, string | null>;
type Errors = Partial<Record<PathField | 'confirm' | 'referral', string>>;

const EMPTY_PATHS: Paths = {
  ktp: null,
  photo: null,
  photo_with_ktp: null,
  kk: null,
  other: null,
  npwp: null,
  statement_video: null,
  signature: null,
  partner_signature: null,
};

/**
 * Uploaded but not yet saved paths survive a reload (a phone may drop the tab while the camera app
 * is open) for this browser session; the server still checks each path belongs to the record.
 */
const draftKey = (customerId: string) => `kilau.attachment-draft.${customerId}`;
function readDraft(customerId: string): Partial<Paths> {
  try {
    const raw = JSON.parse(sessionStorage.getItem(draftKey(customerId)) ?? '{}') as Record<string, unknown>;
    return Object.fromEntries(
      Object.keys(EMPTY_PATHS).flatMap((k) => (typeof raw[k] === 'string' && raw[k] ? [[k, raw[k]]] : [])),
    );
  } catch {
    return {};
  }
}

/** Whether the record's marital status is married (code KAWIN): the partner pad is then shown. */
function useMarried(): boolean {
  const { detail, bankCode } = useCustomerRecord();
  const options = useMasterData('marriage', bankCode);
  const id = detail?.marriage_type?.data_id;
  if (!id) return false;
  return options.data?.find((o) => o.value === id)?.code === MARRIAGE_CODE_MARRIED;
}

export default function AttachmentPage() {
  const record = useCustomerRecord();
  const attachment = useAttachment(record.customerId);
  if (record.isPending || (record.customerId && attachment.isPending)) {
    return <QueryState isLoading error={null} onRetry={() => {}} />;
  }
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
  return <AttachmentForm customerId={record.customerId} saved={attachment.data ?? null} />;
}

function AttachmentForm({ customerId, saved }: { customerId: string; saved: SavedAttachment | null }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { flow, bankCode, state, savedSections } = useCustomerRecord();
  const married = useMarried();

  const [paths_, setPaths] = useState<Paths>(() => ({
    ...EMPTY_PATHS,
    ...Object.fromEntries(Object.keys(EMPTY_PATHS).map((k) => [k, saved?.[k as PathField] ?? null])),
    ...readDraft(customerId),
  }));
  useEffect(() => {
    sessionStorage.setItem(draftKey(customerId), JSON.stringify(paths_));
  }, [customerId, paths_]);
  const [errors, setErrors] = useState<Errors>({});
  const [videoError, setVideoError] = useState<{ state: number; message: string } | null>(null);
  const [agreementStep, setAgreementStep] = useState(saved?.agreement_step ?? AGREEMENT_STEP_FIRST);
  const [dispute, setDispute] = useState<DisputeValue>({
    body: saved?.dispute_body ?? '',
    detail: saved?.dispute_detail ?? '',
  });
  const [disputeError, setDisputeError] = useState<string | null>(null);
  const [referral, setReferral] = useState(saved?.referral_code ?? '');
  const [referralState, setReferralState] = useState<'idle' | 'checking' | 'ok' | 'bad'>(
    saved?.referral_code ? 'ok' : 'idle',
  );
  const [confirmed, setConfirmed] = useState(saved?.has_confirm_attachment ?? false);
  const [saving, setSaving] = useState(false);

  const setPath = (field: PathField, path: string | null) => setPaths((p) => ({ ...p, [field]: path }));
  const setError = (field: keyof Errors, message: string | null) =>
    setErrors((e) => {
      const next = { ...e };
      if (message) next[field] = message;
      else delete next[field];
      return next;
    });

  // The promoter code is checked on the server once it has at least 7 characters (spec 001 §5).
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-checks only when the code changes
  useEffect(() => {
    const code = referral.trim();
    if (code === '' || code === saved?.referral_code) {
      setError('referral', null);
      setReferralState(code ? 'ok' : 'idle');
      return;
    }
    if (code.length < PROMOTER_CODE_LENGTH - 1) {
      setReferralState('idle');
      return;
    }
    let cancelled = false;
    setReferralState('checking');
    const t = setTimeout(() => {
      void checkPromoter(code).then((result) => {
        if (cancelled) return;
        setReferralState(result.ok ? 'ok' : 'bad');
        setError('referral', result.ok ? null : result.message);
      });
    }, 300);
    return () => {
      cancelled = true;
      clearTimeout(t);
    };
  }, [referral]);

  const body = (): AttachmentBody => {
    const b: AttachmentBody = {
      has_confirm_attachment: confirmed,
      agreement_step: agreementStep,
      dispute_body: dispute.body || undefined,
      dispute_detail: dispute.detail.trim() || undefined,
    };
    for (const [k, v] of Object.entries(paths_)) if (v) (b as Record<string, unknown>)[k] = v;
    if (!married) delete b.partner_signature;
    const code = referral.trim();
    if (code && referralState === 'ok') b.referral_code = code;
    return b;
  };

  /** Shows what is missing on the screen; true when the form may be sent. */
  const check = (b: AttachmentBody): boolean => {
    const parsed = attachmentFormSchema({ married }).safeParse(b);
    const next: Errors = {};
    let uploadsMissing = false;
    let videoMissing = false;
    let disputeMissing: string | null = null;
    let consentMissing = false;
    for (const issue of parsed.success ? [] : parsed.error.issues) {
      const field = String(issue.path[0]);
      if (field === 'statement_video') {
        videoMissing = true;
        uploadsMissing = true;
      } else if (field === 'dispute_body' || field === 'dispute_detail') disputeMissing = issue.message;
      else if (field === 'has_confirm_attachment') next.confirm = issue.message;
      else if (field === 'agreement_step') consentMissing = true;
      else if (field === 'ktp' || field === 'photo' || field === 'photo_with_ktp') {
        next[field] = requiredMessage(field);
        uploadsMissing = true;
      } else if (field === 'signature' || field === 'partner_signature') {
        next[field] = issue.message;
        uploadsMissing = true;
      }
    }
    if (referralState === 'bad' || referralState === 'checking')
      next.referral = errors.referral ?? MSG.promoterCodeLength;
    if (referral.trim() && referral.trim().length < PROMOTER_CODE_LENGTH - 1)
      next.referral = MSG.promoterCodeLength;
    setErrors((e) => ({
      ...Object.fromEntries(
        IMAGE_DOCS.filter((d) => !d.required).flatMap((d) => (e[d.kind] ? [[d.kind, e[d.kind]]] : [])),
      ),
      ...next,
    }));
    setVideoError(
      videoMissing ? { state: VIDEO_MISSING_STATE, message: MSG.uploadFileRequired } : videoError,
    );
    setDisputeError(disputeMissing);
    if (uploadsMissing) notifyError(MSG.attachmentFillEverything);
    else if (disputeMissing) notifyError(disputeMissing);
    else if (consentMissing || next.confirm) notifyError(MSG.consentRequired);
    else if (next.referral) notifyError(next.referral);
    return parsed.success && !next.referral;
  };

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const b = body();
    if (!check(b)) return;
    setSaving(true);
    try {
      const reply = await saveAttachment(customerId, b);
      const outcome = replyOutcome(reply);
      if (outcome.kind === 'next') {
        sessionStorage.removeItem(draftKey(customerId));
        void queryClient.invalidateQueries({ queryKey: attachmentKey(customerId) });
      }
      applyStepOutcome(outcome, paths.registerPreview, { navigate: (to) => void navigate(to), delayMs: 0 });
    } catch (err) {
      if (err instanceof ApiError && err.is(ONBOARDING_SC.signatureMissing)) {
        setError('signature', err.messageId);
        notifyError(err.messageId);
      } else if (err instanceof ApiError && err.is(ONBOARDING_SC.disputeBodyMissing)) {
        setDisputeError(err.messageId);
        notifyError(err.messageId);
      } else notifyError(MSG.stepCheckInput);
    } finally {
      setSaving(false);
    }
  };

  return (
    <StepLayout
      step="attachment"
      flow={flow}
      state={state}
      saved={savedSections}
      title={MSG.attachTitle}
      subtitle={MSG.attachSubtitle}
      formId="attachment-form"
      saving={saving}
    >
      <form id="attachment-form" onSubmit={(e) => void submit(e)} noValidate>
        <Stack gap="xl">
          <AttachmentSection id="att-docs" title={MSG.attachDocsSection}>
            <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
              {IMAGE_DOCS.map((doc) => (
                <ImageDocumentField
                  key={doc.kind}
                  doc={doc}
                  customerId={customerId}
                  path={paths_[doc.kind]}
                  error={errors[doc.kind] ?? null}
                  onUploaded={(p) => {
                    setPath(doc.kind, p);
                    setError(doc.kind, null);
                  }}
                  onError={(m) => setError(doc.kind, m)}
                />
              ))}
            </SimpleGrid>
          </AttachmentSection>

          <AttachmentSection id="att-video" title={MSG.attachVideoTitle}>
            <StatementVideoField
              customerId={customerId}
              path={paths_.statement_video}
              error={videoError}
              onUploaded={(p) => {
                setPath('statement_video', p);
                setVideoError(null);
              }}
              onError={setVideoError}
            />
          </AttachmentSection>

          <AttachmentSection id="att-signature" title={MSG.attachSignatureTitle}>
            <SimpleGrid cols={{ base: 1, sm: married ? 2 : 1 }} spacing="sm">
              <SignatureField
                mode={1}
                customerId={customerId}
                path={paths_.signature}
                error={errors.signature ?? null}
                onUploaded={(p) => setPath('signature', p)}
                onError={(m) => setError('signature', m)}
              />
              {married ? (
                <SignatureField
                  mode={2}
                  customerId={customerId}
                  path={paths_.partner_signature}
                  error={errors.partner_signature ?? null}
                  onUploaded={(p) => setPath('partner_signature', p)}
                  onError={(m) => setError('partner_signature', m)}
                />
              ) : null}
            </SimpleGrid>
          </AttachmentSection>

          <AttachmentSection id="att-agreement" title={MSG.attachAgreementTitle}>
            <AgreementSteps
              step={agreementStep}
              onStep={setAgreementStep}
              dispute={dispute}
              onDispute={(v) => {
                setDispute(v);
                setDisputeError(null);
              }}
              disputeError={disputeError}
              onDisputeError={setDisputeError}
              bankCode={bankCode}
            />
          </AttachmentSection>

          <TextInput
            label={MSG.promoterCodeLabel}
            value={referral}
            maxLength={PROMOTER_CODE_LENGTH}
            autoComplete="off"
            onChange={(e) => setReferral(e.currentTarget.value.trim())}
            error={errors.referral}
            description={referralState === 'ok' && referral ? MSG.promoterCodeValid : MSG.promoterCodeHint}
            rightSection={
              referralState === 'checking' ? (
                <Loader size="xs" aria-label={MSG.attachPromoterChecking} />
              ) : null
            }
          />

          <Checkbox
            label={MSG.attachConfirm}
            checked={confirmed}
            onChange={(e) => {
              setConfirmed(e.currentTarget.checked);
              if (e.currentTarget.checked) setError('confirm', null);
            }}
            error={errors.confirm}
            styles={{ label: { lineHeight: 1.45 } }}
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
