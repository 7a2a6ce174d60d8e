import { zodResolver } from '@hookform/resolvers/zod';
import {
  ACCOUNT_NO_MAX,
  AFTER_SUCCESS_DELAY_MS,
  BAGI_BANK_CODE,
  BANK_FORM_FULLNAME_MAX,
  bankName,
  bankRegistrationBodySchema,
  cimbRegistrationBodySchema,
  isCimbBank,
  KTP_LENGTH,
  latestBirthDateForAge,
  MIN_AGE_YEARS,
  MOTHERS_NAME_MAX,
  MSG,
  ONBOARDING_SC,
} from '@kilau/shared';
import { Anchor, Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Link, Navigate, useNavigate } from 'react-router';
import type { z } from 'zod';
import { BankLogo } from '../../../components/ui/bank-logo';
import { FormAlert } from '../../../components/ui/form-alert';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { notifySuccess } from '../../../lib/notify';
import { readChoice } from '../../../lib/onboarding-choice';
import { CUSTOMER_RECORD_KEY } from '../api/customer-record';
import { registerWithBank, registerWithCimb, registrationErrorMessage } from '../api/registration';
import { filtered, NOT_DIGITS, NOT_LETTERS } from '../lib/input-filters';
import { ConsentCheckbox } from './consent-checkbox';

type BankForm = z.input<typeof bankRegistrationBodySchema>;
type CimbForm = z.input<typeof cimbRegistrationBodySchema>;

/** The referral code chosen with the platform; an empty one is left out of the payload. */
function referral(): string | undefined {
  const code = readChoice('referralCode')?.trim();
  return code ? code : undefined;
}

/** What a successful registration does: the message, then personal data after 2 s. */
function useAfterRegistration() {
  const navigate = useNavigate();
  const client = useQueryClient();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return (reply: { status_code: string }) => {
    if (reply.status_code !== ONBOARDING_SC.ok) return MSG.registrationSystemError;
    notifySuccess(MSG.registrationSuccess, AFTER_SUCCESS_DELAY_MS);
    void client.invalidateQueries({ queryKey: CUSTOMER_RECORD_KEY });
    timer.current = setTimeout(() => void navigate(paths.registerPersonal), AFTER_SUCCESS_DELAY_MS);
    return null;
  };
}

/** /bank-login: the bank registration form of spec 001 §2 for the bank chosen before. */
export default function BankRegistrationPage() {
  const code = readChoice('bankCode');
  const platformId = readChoice('platformId');
  if (!code) return <Navigate to={paths.chooseBank} replace />;
  if (!platformId) return <Navigate to={paths.platformChoice} replace />;
  const cimb = isCimbBank(code);
  return (
    <Paper withBorder radius="lg" shadow="xs" p={{ base: 'md', sm: 'xl' }} maw={640} mx="auto" w="100%">
      <Stack gap="lg">
        <Group wrap="nowrap" gap="md" align="center">
          <BankLogo code={code} size={56} />
          <div>
            <Text size="xs" c="dimmed" fw={600}>
              {MSG.selectedBank}
            </Text>
            <Text fw={700} size="lg">
              {bankName(code)}
            </Text>
            <Anchor component={Link} to={paths.chooseBank} size="sm">
              {MSG.bankFormChangeBank}
            </Anchor>
          </div>
        </Group>
        <div>
          <Title order={1} fz={{ base: 'h2', sm: 'h1' }} c="navy.8">
            {MSG.bankRegistrationTitle}
          </Title>
          <Text c="dimmed" size="sm" mt={4}>
            {cimb ? MSG.bankFormCimbSubtitle.replace('{bank}', bankName(code)) : MSG.bankFormSubtitle}
          </Text>
        </div>
        {cimb ? (
          <CimbRegistrationForm code={code} platformId={platformId} />
        ) : (
          <BankRegistrationForm code={code} platformId={platformId} />
        )}
      </Stack>
    </Paper>
  );
}

function useFailure() {
  const [failure, setFailure] = useState<{ text: string; registered: boolean } | null>(null);
  const fail = (err: unknown) =>
    setFailure({
      text: registrationErrorMessage(err),
      registered: err instanceof ApiError && err.is(ONBOARDING_SC.accountRegistered),
    });
  const view = failure ? (
    <FormAlert>
      {failure.text}
      {failure.registered ? (
        <>
          {' '}
          <Anchor component={Link} to={paths.registerPersonal} fw={600}>
            {MSG.buttonNext}
          </Anchor>
        </>
      ) : null}
    </FormAlert>
  ) : null;
  return { view, fail, setText: (t: string | null) => setFailure(t ? { text: t, registered: false } : null) };
}

function BankRegistrationForm({ code, platformId }: { code: string; platformId: string }) {
  const bagi = code === BAGI_BANK_CODE;
  const { register, control, handleSubmit, formState, setError } = useForm<BankForm>({
    resolver: zodResolver(bankRegistrationBodySchema),
    mode: 'onTouched',
    defaultValues: {
      platform_id: platformId,
      bank_code: code,
      referral_code: referral(),
      fullname: '',
      mothers_name: '',
      date_of_birth: '',
      ktp_no: '',
      ...(bagi ? { has_agree_account_terms: false, has_agree_savings_terms: false } : {}),
    },
  });
  const errors = formState.errors;
  const after = useAfterRegistration();
  const failure = useFailure();

  const submit = handleSubmit(async (values) => {
    failure.setText(null);
    try {
      failure.setText(after(await registerWithBank(bankRegistrationBodySchema.parse(values))));
    } catch (err) {
      failure.fail(err);
      if (err instanceof ApiError)
        for (const e of err.fieldErrors)
          if (e.field in values) setError(e.field as keyof BankForm, { type: 'server', message: e.message });
    }
  });

  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="md">
        {failure.view}
        <TextInput
          label={MSG.fullnameLabel}
          autoComplete="name"
          withAsterisk
          maxLength={BANK_FORM_FULLNAME_MAX}
          error={errors.fullname?.message}
          {...filtered(register('fullname'), NOT_LETTERS, BANK_FORM_FULLNAME_MAX)}
        />
        <TextInput
          label={MSG.mothersNameLabel}
          withAsterisk
          maxLength={MOTHERS_NAME_MAX}
          error={errors.mothers_name?.message}
          {...filtered(register('mothers_name'), NOT_LETTERS, MOTHERS_NAME_MAX)}
        />
        <TextInput
          label={MSG.birthDateLabel}
          type="date"
          withAsterisk
          max={latestBirthDateForAge(MIN_AGE_YEARS)}
          autoComplete="bday"
          error={errors.date_of_birth?.message}
          {...register('date_of_birth')}
        />
        <TextInput
          label={MSG.ktpNoLabel}
          inputMode="numeric"
          withAsterisk
          maxLength={KTP_LENGTH}
          error={errors.ktp_no?.message}
          {...filtered(register('ktp_no'), NOT_DIGITS, KTP_LENGTH)}
        />
        {bagi ? (
          <Stack gap="sm">
            <Controller
              control={control}
              name="has_agree_account_terms"
              render={({ field, fieldState }) => (
                <ConsentCheckbox
                  label={MSG.consentAccountTerms}
                  documentId="rekening-peserta"
                  bankCode={code}
                  checked={field.value === true}
                  onChange={field.onChange}
                  error={fieldState.error?.message}
                />
              )}
            />
            <Controller
              control={control}
              name="has_agree_savings_terms"
              render={({ field, fieldState }) => (
                <ConsentCheckbox
                  label={MSG.consentSavingsTerms}
                  documentId="ketentuan-tabungan"
                  bankCode={code}
                  checked={field.value === true}
                  onChange={field.onChange}
                  error={fieldState.error?.message}
                />
              )}
            />
          </Stack>
        ) : null}
        <Button type="submit" size="md" fullWidth loading={formState.isSubmitting}>
          {MSG.buttonRegister}
        </Button>
      </Stack>
    </form>
  );
}

function CimbRegistrationForm({ code, platformId }: { code: string; platformId: string }) {
  const { register, control, handleSubmit, formState, setError } = useForm<CimbForm>({
    resolver: zodResolver(cimbRegistrationBodySchema),
    mode: 'onTouched',
    defaultValues: {
      platform_id: platformId,
      bank_code: code as CimbForm['bank_code'],
      referral_code: referral(),
      account_name: '',
      account_no: '',
      date_of_birth: '',
      is_syariah: code === '023',
      has_agree_account_terms: false as unknown as true,
    },
  });
  const errors = formState.errors;
  const after = useAfterRegistration();
  const failure = useFailure();

  const submit = handleSubmit(async (values) => {
    failure.setText(null);
    try {
      failure.setText(after(await registerWithCimb(cimbRegistrationBodySchema.parse(values))));
    } catch (err) {
      failure.fail(err);
      if (err instanceof ApiError)
        for (const e of err.fieldErrors)
          if (e.field in values) setError(e.field as keyof CimbForm, { type: 'server', message: e.message });
    }
  });

  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="md">
        {failure.view}
        <TextInput
          label={MSG.accountNameLabel}
          autoComplete="name"
          withAsterisk
          maxLength={BANK_FORM_FULLNAME_MAX}
          error={errors.account_name?.message}
          {...filtered(register('account_name'), NOT_LETTERS, BANK_FORM_FULLNAME_MAX)}
        />
        <TextInput
          label={MSG.accountNoLabel}
          inputMode="numeric"
          withAsterisk
          maxLength={ACCOUNT_NO_MAX}
          error={errors.account_no?.message}
          {...filtered(register('account_no'), NOT_DIGITS, ACCOUNT_NO_MAX)}
        />
        <TextInput
          label={MSG.birthDateLabel}
          type="date"
          withAsterisk
          max={latestBirthDateForAge(MIN_AGE_YEARS)}
          autoComplete="bday"
          error={errors.date_of_birth?.message}
          {...register('date_of_birth')}
        />
        <Controller
          control={control}
          name="has_agree_account_terms"
          render={({ field, fieldState }) => (
            <ConsentCheckbox
              label={MSG.consentCimbTerms.replace('{bank}', bankName(code))}
              documentId="rekening-peserta"
              bankCode={code}
              checked={field.value === true}
              onChange={field.onChange}
              error={fieldState.error?.message}
            />
          )}
        />
        <Button type="submit" size="md" fullWidth loading={formState.isSubmitting}>
          {MSG.buttonRegister}
        </Button>
      </Stack>
    </form>
  );
}
