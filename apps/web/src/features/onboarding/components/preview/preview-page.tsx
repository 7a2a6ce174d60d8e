/**
 * /register-preview, 'Register Preview' (docs/product/onboarding.md § Screens): the data as saved, in collapsible sections
 * (bank, identity, finance and emergency contact when the flow has them, attachments, promoter
 * code), each with a link to the step that edits it, the printable forms, and the final submission
 * PATCH /v2/kyc/submission/{customerId} after a confirmation: '00' → /register-waiting; 2005–2009
 * name the section to complete with a link to its step; HTTP 400 'Pastikan data anda sudah terisi
 * semua'.
 */
import {
  type FlowId,
  formatDateId,
  formatMoney,
  isCimbBank,
  ktpStreetLine,
  MSG,
  ONBOARDING_FLOWS,
  ONBOARDING_SC,
  ONBOARDING_STEPS,
  type OnboardingStep,
  pepAnswerText,
  type StepId,
} from '@kilau/shared';
import { Accordion, Alert, Anchor, Box, Button, Flex, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import { Modal } from '../../../../components/ui/overlays';
import { QueryState } from '../../../../components/ui/query-state';
import { paths } from '../../../../config/paths';
import { ApiError, errorMessage } from '../../../../lib/api-client';
import { downloadFile, printFile } from '../../../../lib/file-download';
import { notifyError } from '../../../../lib/notify';
import { type SavedAttachment, submitRegistration, useAttachment } from '../../api/attachment';
import { CUSTOMER_RECORD_KEY, useCustomerRecord } from '../../api/customer-record';
import { useEmergencyContact } from '../../api/emergency-contact';
import { useFinancial } from '../../api/financial';
import { fromReview } from '../../lib/review-return';
import { StepLayout } from '../shared/step-layout';
import { stepTitle } from '../shared/step-titles';
import { StoredImage, StoredVideo } from '../shared/stored-file';
import { RejectNotice } from './reject-notice';

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

/**
 * Label and value pairs. On a phone the label sits above its value (a narrow label column broke
 * words such as 'Kewarganegaraan' in the middle); from the sm breakpoint they sit side by side.
 * Only a value may break anywhere (a long e-mail or number), never a label.
 */
function Rows({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <Stack component="dl" gap={10} m={0}>
      {rows.map(([label, value]) => (
        <Flex key={label} direction={{ base: 'column', sm: 'row' }} gap={{ base: 0, sm: 'md' }}>
          <Box component="dt" w={{ sm: 240 }} fz="sm" fw={500} c="dimmed" style={{ flexShrink: 0 }}>
            {label}
          </Box>
          <Box component="dd" m={0} style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
            {value || DASH}
          </Box>
        </Flex>
      ))}
    </Stack>
  );
}

/** 'Ubah Data Pribadi': the link from a section to the step that edits it. */
function EditLinks({ steps, flow }: { steps: StepId[]; flow: FlowId }) {
  const shown = steps.filter((s) => ONBOARDING_FLOWS[flow].includes(s));
  if (shown.length === 0) return null;
  return (
    <Group mt="sm" gap="lg">
      {shown.map((s) => (
        <Anchor key={s} component={Link} to={fromReview(ONBOARDING_STEPS[s].route)} size="sm" fw={600}>
          {MSG.previewEditStep.replace('{step}', stepTitle(s))}
        </Anchor>
      ))}
    </Group>
  );
}

const yesNo = (v: boolean | undefined) => (v === undefined ? null : v ? MSG.previewYes : MSG.previewNo);
const join = (...parts: (string | null | undefined)[]) => parts.filter(Boolean).join(' · ');

/** The simulation statement is printed from a new window (docs/product/back-office.md § Screens); the other forms are saved. */
async function download(name: string, customerId: string) {
  const path = `/v2/kyc/print/${name}/${encodeURIComponent(customerId)}`;
  try {
    await (name === 'simulasi' ? printFile(path) : downloadFile(path));
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
  const inFlow = (step: StepId) => ONBOARDING_FLOWS[record.flow].includes(step);
  const financial = useFinancial(inFlow('financial') ? record.customerId : null);
  const contact = useEmergencyContact(inFlow('emergency_contact') ? record.customerId : null);
  const [confirming, setConfirming] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [problem, setProblem] = useState<{ message: string; step?: OnboardingStep } | null>(null);

  // A record waiting for a fix is resubmitted from the list of what was asked (decision 0112).
  if (record.state === 'fix') return <Navigate replace to={paths.registerFix} />;
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
  const f = financial.data;
  const k = contact.data;

  const submit = async () => {
    setConfirming(false);
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
  const pep = c ? pepAnswerText(c) : null;
  const printForms = PRINT_FORMS.filter((f) => !f.cimbOnly || isCimbBank(record.bankCode));

  return (
    <StepLayout
      step="review"
      flow={record.flow}
      state={record.state}
      title={MSG.previewTitle}
      subtitle={MSG.previewSubtitle}
      actions={
        <Button onClick={() => setConfirming(true)} loading={submitting}>
          {MSG.previewSubmit}
        </Button>
      }
    >
      <Modal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={MSG.previewConfirmTitle}
        centered
        styles={{ title: { fontWeight: 700 } }}
        closeButtonProps={{ 'aria-label': MSG.buttonClose }}
      >
        <Stack>
          <Text size="sm">{MSG.previewConfirmText}</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setConfirming(false)}>
              {MSG.previewConfirmBack}
            </Button>
            <Button onClick={() => void submit()} data-autofocus>
              {MSG.previewConfirmSend}
            </Button>
          </Group>
        </Stack>
      </Modal>
      <Stack gap="md">
        {/* A rejected registration lands here after login: the reviewer's reason above the data
            and its edit links (the steps' first loads are budgeted, so only this page shows it). */}
        <RejectNotice />
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
          defaultValue={['bank', 'identity', 'financial', 'contact', 'attachments', 'promoter']}
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
              <EditLinks steps={['bank_account']} flow={record.flow} />
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
                  [MSG.previewPep, pep],
                  [MSG.previewGender, c?.gender_type?.name],
                  [MSG.previewReligion, c?.religion_type?.name],
                  [MSG.previewKtp, c?.ktp_no],
                  [MSG.previewMarriage, c?.marriage_type?.name],
                  [MSG.previewMothersName, c?.mothers_name],
                  [MSG.previewAddress, addr ? ktpStreetLine(addr.address, addr.rt, addr.rw) : null],
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
              <EditLinks steps={['personal', 'employment']} flow={record.flow} />
            </Accordion.Panel>
          </Accordion.Item>
          {inFlow('financial') ? (
            <Accordion.Item value="financial">
              <Accordion.Control>{MSG.previewFinancialSection}</Accordion.Control>
              <Accordion.Panel>
                <Rows
                  rows={[
                    [MSG.fundLabel, f?.fund_type?.name],
                    [MSG.salaryLabel, f?.salary_type?.name],
                    [MSG.monthlyTransactionLabel, f?.monthly_transaction_type?.name],
                    [MSG.purposeFundLabel, f?.purpose_fund_type?.name],
                    [MSG.purposeOpenAccountLabel, f?.purpose_open_account_type?.name],
                    [MSG.previewInvestmentExperience, yesNo(f?.has_investment_experience)],
                    [MSG.previewTradingExperience, yesNo(f?.has_trading_experience)],
                    [
                      MSG.previewBuildingAsset,
                      f?.building_asset
                        ? join(
                            f.building_asset.address,
                            f.building_asset.postcode,
                            `${MSG.njopValueLabel} ${formatMoney(f.building_asset.njop_value, 'IDR')}`,
                          )
                        : null,
                    ],
                    [
                      MSG.previewCashAsset,
                      f?.cash_asset
                        ? join(f.cash_asset.bank_name, formatMoney(f.cash_asset.balance, 'IDR'))
                        : null,
                    ],
                  ]}
                />
                <EditLinks steps={['financial']} flow={record.flow} />
              </Accordion.Panel>
            </Accordion.Item>
          ) : null}
          {inFlow('emergency_contact') ? (
            <Accordion.Item value="contact">
              <Accordion.Control>{MSG.previewContactSection}</Accordion.Control>
              <Accordion.Panel>
                <Rows
                  rows={[
                    [MSG.contactFullnameLabel, k?.fullname],
                    [MSG.relationshipLabel, k?.relationship],
                    [MSG.contactPhoneLabel, k?.phonenumber],
                    [MSG.addressLabel, k?.address],
                    [MSG.postcodeLabel, k?.postcode],
                  ]}
                />
                <EditLinks steps={['emergency_contact']} flow={record.flow} />
              </Accordion.Panel>
            </Accordion.Item>
          ) : null}
          <Accordion.Item value="attachments">
            <Accordion.Control>{MSG.previewAttachmentSection}</Accordion.Control>
            <Accordion.Panel>
              {attachment.isPending ? (
                <QueryState isLoading error={null} onRetry={() => {}} />
              ) : (
                <AttachmentGallery attachment={a} />
              )}
              <EditLinks steps={['attachment']} flow={record.flow} />
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
