import type { personalFormSchema } from '@kilau/shared';
import {
  CITIZENSHIPS,
  DEPENDENT_NO_MAX,
  KTP_LENGTH,
  MSG,
  type NikCheckReply,
  PEP_POSITION_MAX,
  type PersonalBody,
  todayWib,
} from '@kilau/shared';
import { Alert, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { Controller } from 'react-hook-form';
import type { z } from 'zod';
import { RadioGroup } from '../../../../components/ui/radio-group';
import { ApiError } from '../../../../lib/api-client';
import { lazyResolver } from '../../../../lib/lazy-resolver';
import { notifyWarning } from '../../../../lib/notify';
import type { CustomerRecord } from '../../api/customer-record';
import { checkNik, savePersonal } from '../../api/steps-1-2';
import { filtered, NOT_DIGITS } from '../../lib/input-filters';
import { CarriedField } from '../shared/carried-field';
import {
  BirthDateField,
  DateOfField,
  DigitsField,
  LettersField,
  NameFields,
} from '../shared/identity-fields';
import { MasterDataSelectFields } from '../shared/master-data-select';
import { WithCustomerRecord } from '../shared/no-record-gate';
import { ProfileReadLink } from '../shared/profile-read-link';
import { RecordStepLayout, StepForm, type StepRecord, useStepForm } from '../shared/step-form';

type PersonalForm = z.input<typeof personalFormSchema>;
// zod and the step's schema arrive after the first paint (decisions 0051, 0107).
const resolver = lazyResolver<PersonalForm, unknown, PersonalBody>(() =>
  import('../../lib/step-resolvers').then((m) => m.personalResolver),
);
const FORM_ID = 'personal-step-form';
const NPWP_MAX = 16;
const CITIZENSHIP_OPTIONS = CITIZENSHIPS.map((c) => ({
  value: c,
  label: c === 'wni' ? MSG.citizenshipWni : MSG.citizenshipWna,
}));
const PEP_OPTIONS = [
  { value: 'ya', label: MSG.pepAnswerYes },
  { value: 'tidak', label: MSG.pepAnswerNo },
];

/** The form's values from the saved record (empty where nothing was saved). */
export function personalDefaults(record: CustomerRecord): PersonalForm {
  const d = record.detail;
  return {
    platform_id: record.platformId ?? undefined,
    bank_code: record.bankCode ?? undefined,
    fullname: d?.fullname ?? '',
    mothers_name: d?.mothers_name ?? '',
    date_of_birth: d?.date_of_birth?.slice(0, 10) ?? '',
    place_of_birth: d?.place_of_birth ?? '',
    ktp_no: d?.ktp_no ?? '',
    ktp_issued_date: d?.ktp_issued_date?.slice(0, 10) ?? '',
    citizenship: d?.citizenship ?? 'wni',
    npwp_no: d?.npwp_no ?? '',
    gender_type: d?.gender_type?.data_id ?? '',
    religion_type: d?.religion_type?.data_id ?? '',
    marriage_type: d?.marriage_type?.data_id ?? '',
    education_type: d?.education_type?.data_id ?? '',
    dependent_no: d?.dependent_no ?? 0,
    // Unanswered until the customer answers: the form asks it of everyone, never presets 'no'.
    is_pep: d?.is_pep ?? undefined,
    pep_position: d?.pep_position ?? '',
  };
}

/**
 * Empty optional values are left out of the payload (docs/product/onboarding.md § Rules); so is the promoter code, given
 * at the platform choice and kept by the server on the record (decision 0135).
 */
function payload(values: PersonalBody): PersonalBody {
  const { referral_code: _carried, ...body } = values;
  if (!body.npwp_no) delete body.npwp_no;
  if (!body.is_pep) delete body.pep_position;
  return body;
}

/** /register-datapribadi: step 1, personal identity data (docs/product/onboarding.md § Screens, Records and fields, Rules). */
export default function PersonalStepPage() {
  return <WithCustomerRecord>{(record) => <PersonalStep record={record} />}</WithCustomerRecord>;
}

function PersonalStep({ record }: { record: StepRecord }) {
  const { form, submit } = useStepForm({
    flow: record.flow,
    step: 'personal',
    resolver,
    mode: 'onTouched',
    defaultValues: personalDefaults(record),
    save: (values: PersonalBody) => savePersonal(record.customerId, payload(values)),
    onSaved: (reply) => {
      if (reply.warnings?.length) notifyWarning(MSG.nikWarningRecorded);
    },
  });
  const { register, control, formState, setError, getValues, watch } = form;
  const errors = formState.errors;
  const bank = record.bankCode;
  const [nik, setNik] = useState<{ checking: boolean; reply: NikCheckReply['data'] | null }>({
    checking: false,
    reply: null,
  });

  const checkKtp = async () => {
    const { ktp_no, date_of_birth, gender_type } = getValues();
    if (ktp_no.length !== KTP_LENGTH) {
      setNik({ checking: false, reply: null });
      return;
    }
    setNik({ checking: true, reply: null });
    try {
      const reply = await checkNik({
        ktp_no,
        date_of_birth: date_of_birth || null,
        gender_type: gender_type || null,
      });
      setNik({ checking: false, reply });
    } catch (err) {
      setNik({ checking: false, reply: null });
      if (err instanceof ApiError && err.httpStatus === 403)
        setError('ktp_no', { type: 'server', message: MSG.ektpInvalid });
    }
  };

  // The KTP number comes prefilled from the bank form: its region and any warning show at once,
  // not only after the customer touches the field.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, for the number the page opened with
  useEffect(() => {
    void checkKtp();
  }, []);

  const ktpReg = register('ktp_no');
  return (
    <RecordStepLayout record={record} step="personal" formId={FORM_ID} saving={formState.isSubmitting}>
      <StepForm id={FORM_ID} onSubmit={submit}>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <NameFields
              fullname={register('fullname')}
              mothersName={register('mothers_name')}
              errors={errors}
            />
            <LettersField
              label={MSG.placeOfBirthLabel}
              error={errors.place_of_birth?.message}
              registration={register('place_of_birth')}
            />
            <BirthDateField
              control={control}
              name="date_of_birth"
              max={todayWib()}
              error={errors.date_of_birth?.message}
            />
          </SimpleGrid>

          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <Stack gap={6}>
              <DigitsField
                label={MSG.ktpNoLabel}
                max={KTP_LENGTH}
                error={errors.ktp_no?.message}
                description={nik.checking ? MSG.nikChecking : undefined}
                registration={ktpReg}
                onBlur={async (e) => {
                  await ktpReg.onBlur(e);
                  await checkKtp();
                }}
              />
              {nik.reply ? <NikResult reply={nik.reply} /> : null}
            </Stack>
            <DateOfField
              control={control}
              name="ktp_issued_date"
              label={MSG.ktpIssuedDateLabel}
              max={todayWib()}
              error={errors.ktp_issued_date?.message}
            />
            <TextInput
              label={MSG.npwpNoLabel}
              inputMode="numeric"
              error={errors.npwp_no?.message}
              {...filtered(register('npwp_no'), NOT_DIGITS, NPWP_MAX)}
            />
            <Controller
              control={control}
              name="citizenship"
              render={({ field, fieldState }) => (
                <RadioGroup
                  label={MSG.citizenshipLabel}
                  withAsterisk
                  layout="row"
                  options={CITIZENSHIP_OPTIONS}
                  value={field.value ?? ''}
                  onChange={field.onChange}
                  error={fieldState.error?.message}
                />
              )}
            />
          </SimpleGrid>

          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <MasterDataSelectFields
              control={control}
              fields={[
                ['gender_type', MSG.genderLabel, { type: 'gender', scopeId: bank }],
                ['religion_type', MSG.religionLabel, { type: 'religion', scopeId: bank }],
                ['marriage_type', MSG.marriageLabel, { type: 'marriage', scopeId: bank }],
                ['education_type', MSG.educationLabel, { type: 'education', scopeId: bank }],
              ]}
            />
            <TextInput
              label={MSG.dependentNoLabel}
              inputMode="numeric"
              error={errors.dependent_no?.message}
              {...filtered(register('dependent_no'), NOT_DIGITS, String(DEPENDENT_NO_MAX).length)}
            />
            <CarriedField
              label={MSG.previewPromoterSection}
              value={record.detail?.referral_code ?? ''}
              placeholder={MSG.promoterCodeNone}
              description={MSG.promoterCodeCarried}
            />
          </SimpleGrid>

          <Stack gap="sm">
            <Controller
              control={control}
              name="is_pep"
              render={({ field, fieldState }) => (
                <RadioGroup
                  label={MSG.pepQuestionLabel}
                  description={MSG.pepQuestionHint}
                  withAsterisk
                  layout="row"
                  options={PEP_OPTIONS}
                  value={field.value === true ? 'ya' : field.value === false ? 'tidak' : ''}
                  onChange={(answer) => field.onChange(answer === 'ya')}
                  error={fieldState.error?.message}
                />
              )}
            />
            {watch('is_pep') === true ? (
              <TextInput
                label={MSG.pepPositionLabel}
                description={MSG.pepPositionHint}
                withAsterisk
                maxLength={PEP_POSITION_MAX}
                error={errors.pep_position?.message}
                {...register('pep_position')}
              />
            ) : null}
          </Stack>

          {/* The profile to read here; it is acknowledged once, on step 2, where that is saved. */}
          <ProfileReadLink />
        </Stack>
      </StepForm>
    </RecordStepLayout>
  );
}

/**
 * The NIK's region as far as the current data knows it (a retired regency code names the province
 * only) and any warning: the unknown code, a disagreement with what was entered; never a block.
 */
function NikResult({ reply }: { reply: NikCheckReply['data'] }) {
  const region = [reply.district, reply.regency, reply.province].filter(Boolean).join(', ');
  return (
    <Stack gap={4}>
      {region ? (
        <Text size="xs" c="teal.9">
          {MSG.nikRegionFound.replace('{region}', region)}
        </Text>
      ) : null}
      {reply.warnings.length ? (
        <Alert color="gold" variant="light" p="xs" role="status">
          {reply.warnings.map((w) => (
            <Text size="xs" key={w}>
              {w}
            </Text>
          ))}
        </Alert>
      ) : null}
    </Stack>
  );
}
