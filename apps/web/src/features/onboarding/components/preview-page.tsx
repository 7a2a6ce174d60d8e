/**
 * /register-preview, 'Register Preview' (spec 001 §2): the data as saved, in collapsible sections
 * (bank, identity, attachments, promoter code), the printable forms, and the final submission
 * PATCH /v2/kyc/submission/{customerId}: '00' → /register-waiting; 2005–2009 name the section to
 * complete with a link to its step; HTTP 400 'Pastikan data anda sudah terisi semua'.
 */
import {
  formatDateId,
  isCimbBank,
  MSG,
  ONBOARDING_SC,
  ONBOARDING_STEPS,
  type OnboardingStep,
} from '@kilau/shared';
import { Accordion, Alert, Anchor, Button, Group, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { QueryState } from '../../../components/ui/query-state';
import { paths } from '../../../config/paths';
import { ApiError, apiDownload, errorMessage } from '../../../lib/api-client';
import { notifyError } from '../../../lib/notify';
import { type SavedAttachment, submitRegistration, useAttachment } from '../api/attachment';
import { CUSTOMER_RECORD_KEY, useCustomerRecord } from '../api/customer-record';
import { StepLayout } from './step-layout';
import { StoredImage, StoredVideo } from './stored-file';

const DASH = '-';

/** The step a submission code 2005–2009 points to, or undefined for any other code. */
export function stepForSubmissionCode(code: string | number): OnboardingStep | undefined {
  return Object.values(ONBOARDING_STEPS).find(
    (s) => s.missingCode !== null && String(s.missingCode) === String(code),
  );
}

export const PRINT_FORMS = [
  { name: 'amanah', label: MSG.previewPrintAmanah, cimbOnly: false },
  { name: 'simulasi', label: MSG.previewPrintSimulasi, cimbOnly: false },
  { name: 'formCimb', label: MSG.previewPrintFormCimb, cimbOnly: true },
] as const;

function Rows({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <Table variant="vertical" layout="fixed" withTableBorder={false} verticalSpacing={6}>
      <Table.Tbody>
        {rows.map(([label, value]) => (
          <Table.Tr key={label}>
            <Table.Th
              scope="row"
              w={{ base: '42%', sm: 240 }}
              fw={500}
              c="dimmed"
              bg="transparent"
              style={{ verticalAlign: 'top' }}
            >
              {label}
            </Table.Th>
            <Table.Td style={{ overflowWrap: 'anywhere' }}>{value || DASH}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

async function download(name: string, customerId: string) {
  try {
    const { blob, filename } = await apiDownload(`/v2/kyc/print/${name}/${encodeURIComponent(customerId)}`);
    const url = URL.createObjectURL(blob);
    const a = document.createElement('a');
    a.href = url;
    a.download = filename;
    document.body.append(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  } catch (err) {
    notifyError(errorMessage(err));
  }
}

function AttachmentGallery({ attachment }: { attachment: SavedAttachment | null }) {
  const images: [string, string | null | undefined][] = [
    [MSG.attachDocKtp, attachment?.ktp],
    [MSG.attachDocPhoto, attachment?.photo],
    [MSG.attachDocPhotoWithKtp, attachment?.photo_with_ktp],
    [MSG.attachSignatureOwn, attachment?.signature],
    [MSG.attachSignaturePartner, attachment?.partner_signature],
    [MSG.attachDocKk, attachment?.kk],
    [MSG.attachDocOther, attachment?.other],
    [MSG.attachDocNpwp, attachment?.npwp],
  ];
  const shown = images.filter(([, p], i) => p || i < 4);
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
        {shown.map(([label, path]) => (
          <Stack gap={4} key={label}>
            <Text size="sm" fw={600}>
              {label}
            </Text>
            {path ? <StoredImage path={path} alt={label} height={140} /> : <Text c="dimmed">{DASH}</Text>}
          </Stack>
        ))}
      </SimpleGrid>
      <Stack gap={4}>
        <Text size="sm" fw={600}>
          {MSG.previewVideo}
        </Text>
        {attachment?.statement_video ? (
          <StoredVideo path={attachment.statement_video} label={MSG.previewVideo} />
        ) : (
          <Text c="dimmed">{DASH}</Text>
        )}
      </Stack>
    </Stack>
  );
}

export default function PreviewPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const record = useCustomerRecord();
  const attachment = useAttachment(record.customerId);
  const [submitting, setSubmitting] = useState(false);
  const [problem, setProblem] = useState<{ message: string; step?: OnboardingStep } | null>(null);

  if (record.isPending || record.error || !record.customerId) {
    return (
      <QueryState
        isLoading={record.isPending}
        error={record.error ?? (record.isPending ? null : new Error())}
        onRetry={() => void record.refetch()}
      />
    );
  }
  const customerId = record.customerId;
  const c = record.detail;
  const e = record.employment;
  const a = attachment.data ?? null;
  const addr = c?.identity_address;

  const submit = async () => {
    setProblem(null);
    setSubmitting(true);
    try {
      const reply = await submitRegistration(customerId);
      const code = String(reply.status_code);
      if (code === ONBOARDING_SC.ok) {
        await queryClient.invalidateQueries({ queryKey: CUSTOMER_RECORD_KEY });
        void navigate(paths.registerWaiting);
        return;
      }
      const step = stepForSubmissionCode(code);
      const message = step?.missingMessage
        ? step.missingMessage
        : code === ONBOARDING_SC.alreadySubmitted
          ? MSG.stepAlreadySubmitted
          : MSG.stepSystemError;
      setProblem({ message, step });
      notifyError(message);
    } catch (err) {
      const message =
        err instanceof ApiError && err.httpStatus === 400 ? MSG.submitFillEverything : errorMessage(err);
      setProblem({ message });
      notifyError(message);
    } finally {
      setSubmitting(false);
    }
  };

  const birth = [c?.place_of_birth, c?.date_of_birth ? formatDateId(c.date_of_birth) : null]
    .filter(Boolean)
    .join(', ');
  const bankType =
    c?.bank?.bank_type === 'syariah'
      ? MSG.previewBankTypeSyariah
      : c?.bank?.bank_type === 'konvensional'
        ? MSG.previewBankTypeKonvensional
        : null;
  const citizenship =
    c?.citizenship === 'wni'
      ? MSG.previewCitizenshipWni
      : c?.citizenship === 'wna'
        ? MSG.previewCitizenshipWna
        : null;
  const printForms = PRINT_FORMS.filter((f) => !f.cimbOnly || isCimbBank(record.bankCode));

  return (
    <StepLayout
      step="review"
      flow={record.flow}
      state={record.state}
      title={MSG.previewTitle}
      subtitle={MSG.previewSubtitle}
      actions={
        <Button onClick={() => void submit()} loading={submitting}>
          {MSG.previewSubmit}
        </Button>
      }
    >
      <Stack gap="md">
        {problem ? (
          <Alert color="red" variant="light" role="alert">
            <Stack gap={4} align="flex-start">
              <Text size="sm">{problem.message}</Text>
              {problem.step ? (
                <Anchor component={Link} to={problem.step.route} size="sm" fw={600}>
                  {MSG.previewFixStep}
                </Anchor>
              ) : null}
            </Stack>
          </Alert>
        ) : null}
        <Accordion
          multiple
          defaultValue={['bank', 'identity', 'attachments', 'promoter']}
          variant="separated"
        >
          <Accordion.Item value="bank">
            <Accordion.Control>{MSG.previewBankSection}</Accordion.Control>
            <Accordion.Panel>
              <Rows
                rows={[
                  [MSG.previewBankName, c?.bank?.name],
                  [MSG.previewBankType, bankType],
                ]}
              />
            </Accordion.Panel>
          </Accordion.Item>
          <Accordion.Item value="identity">
            <Accordion.Control>{MSG.previewIdentitySection}</Accordion.Control>
            <Accordion.Panel>
              <Rows
                rows={[
                  [MSG.previewFullname, c?.fullname],
                  [MSG.previewBirth, birth],
                  [MSG.previewEducation, c?.education_type?.name],
                  [MSG.previewCitizenship, citizenship],
                  [MSG.previewNpwp, c?.npwp_no],
                  [MSG.previewGender, c?.gender_type?.name],
                  [MSG.previewReligion, c?.religion_type?.name],
                  [MSG.previewKtp, c?.ktp_no],
                  [MSG.previewMarriage, c?.marriage_type?.name],
                  [MSG.previewMothersName, c?.mothers_name],
                  [MSG.previewAddress, addr?.address],
                  [MSG.previewProvince, addr?.province_type?.name],
                  [MSG.previewRegency, addr?.regency_type?.name],
                  [MSG.previewDistrict, addr?.district_type?.name],
                  [MSG.previewVillage, addr?.village_type?.name],
                  [MSG.previewPostcode, addr?.postcode],
                  [MSG.previewOccupation, e?.occupation_type?.name],
                  [MSG.previewCompany, e?.company_name],
                  [MSG.previewIndustry, e?.industrial_type?.name],
                ]}
              />
            </Accordion.Panel>
          </Accordion.Item>
          <Accordion.Item value="attachments">
            <Accordion.Control>{MSG.previewAttachmentSection}</Accordion.Control>
            <Accordion.Panel>
              {attachment.isPending ? (
                <QueryState isLoading error={null} onRetry={() => {}} />
              ) : (
                <AttachmentGallery attachment={a} />
              )}
              <Group mt="sm">
                <Anchor component={Link} to={paths.registerAttachment} size="sm">
                  {MSG.previewEdit}
                </Anchor>
              </Group>
            </Accordion.Panel>
          </Accordion.Item>
          <Accordion.Item value="promoter">
            <Accordion.Control>{MSG.previewPromoterSection}</Accordion.Control>
            <Accordion.Panel>
              <Text data-testid="promoter-code">{a?.referral_code || c?.referral_code || DASH}</Text>
            </Accordion.Panel>
          </Accordion.Item>
        </Accordion>
        <Stack gap={6} component="section" aria-labelledby="preview-print">
          <Text fw={600} size="sm" id="preview-print">
            {MSG.previewPrintSection}
          </Text>
          <Group gap="md">
            {printForms.map((f) => (
              <Anchor
                key={f.name}
                component="button"
                type="button"
                size="sm"
                onClick={() => void download(f.name, customerId)}
              >
                {f.label}
              </Anchor>
            ))}
          </Group>
        </Stack>
      </Stack>
    </StepLayout>
  );
}
