import type { bankRegistrationBodySchema, cimbRegistrationBodySchema } from '@kilau/shared';
import {
  ACCOUNT_NO_MAX,
  AFTER_SUCCESS_DELAY_MS,
  BAGI_BANK_CODE,
  bankName,
  isCimbBank,
  KTP_LENGTH,
  latestBirthDateForAge,
  MIN_AGE_YEARS,
  MSG,
  ONBOARDING_SC,
} from '@kilau/shared';
import { Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEventHandler, type ReactNode, useEffect, useRef, useState } from 'react';
import { type FieldValues, type Path, type UseFormSetError, useForm } from 'react-hook-form';
import { Link, Navigate, useNavigate } from 'react-router';
import type { z } from 'zod';
import { BankLogo } from '../../../../components/ui/bank-logo';
import { FormAlert } from '../../../../components/ui/form-alert';
import { paths } from '../../../../config/paths';
import { ApiError } from '../../../../lib/api-client';
import { lazyResolver } from '../../../../lib/lazy-resolver';
import { notifySuccess, notifyWarning } from '../../../../lib/notify';
import { readChoice } from '../../../../lib/onboarding-choice';
import { usePageTitle } from '../../../../lib/use-page-title';
import { useAccountName } from '../../api/account-name';
import { CUSTOMER_RECORD_KEY } from '../../api/customer-record';
import { registerWithBank, registerWithCimb, registrationErrorMessage } from '../../api/registration';
import { CarriedField } from '../shared/carried-field';
import { ConsentField } from '../shared/consent-checkbox';
import { BirthDateField, DigitsField, LettersField, NameFields } from '../shared/identity-fields';

type BankForm = z.input<typeof bankRegistrationBodySchema>;
type CimbForm = z.input<typeof cimbRegistrationBodySchema>;

// zod and the forms' schemas arrive after the first paint (decisions 0051, 0107).
const loadSchemas = () => import('../../lib/step-resolvers');
const bankResolver = lazyResolver<BankForm>(() => loadSchemas().then((m) => m.bankRegistrationResolver));
const cimbResolver = lazyResolver<CimbForm>(() => loadSchemas().then((m) => m.cimbRegistrationResolver));

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
  return (reply: { status_code: string; warnings?: unknown[] }) => {
    if (reply.status_code !== ONBOARDING_SC.ok) return MSG.registrationSystemError;
    notifySuccess(MSG.registrationSuccess, AFTER_SUCCESS_DELAY_MS);
    // Registered, but the NIK disagrees with the data or names a retired region: say so now.
    if (reply.warnings?.length) notifyWarning(MSG.nikWarningRecorded);
    void client.invalidateQueries({ queryKey: CUSTOMER_RECORD_KEY });
    timer.current = setTimeout(() => void navigate(paths.registerPersonal), AFTER_SUCCESS_DELAY_MS);
    return null;
  };
}

/** /bank-login: the bank registration form of docs/product/onboarding.md § Screens for the bank chosen before. */
export default function BankRegistrationPage() {
  usePageTitle(MSG.bankRegistrationTitle);
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
          {/* Already registered: continue where the registration stopped, not at step 1. */}
          <Anchor component={Link} to={paths.registerResume} fw={600}>
            {MSG.buttonNext}
          </Anchor>
        </>
      ) : null}
    </FormAlert>
  ) : null;
  return { view, fail, setText: (t: string | null) => setFailure(t ? { text: t, registered: false } : null) };
}

/**
 * Sends the form with `send`: a failure shows above the form and marks the fields the server
 * named; a success runs what a registration does after.
 */
function useRegistration<F extends FieldValues>(
  send: (values: F) => Promise<{ status_code: string }>,
  setError: UseFormSetError<F>,
) {
  const after = useAfterRegistration();
  const failure = useFailure();
  const run = async (values: F) => {
    failure.setText(null);
    try {
      failure.setText(after(await send(values)));
    } catch (err) {
      failure.fail(err);
      if (err instanceof ApiError)
        // A field left out of the values (the carried name) can be named by the server too.
        for (const e of err.fieldErrors)
          if (e.field in values || e.field === 'fullname')
            setError(e.field as Path<F>, { type: 'server', message: e.message });
    }
  };
  return { run, failureView: failure.view };
}

/** The form around the fields: the failure first, the register button last. */
function RegistrationFormFrame({
  onSubmit,
  failure,
  submitting,
  children,
}: {
  onSubmit: FormEventHandler<HTMLFormElement>;
  failure: ReactNode;
  submitting: boolean;
  children: ReactNode;
}) {
  return (
    <form noValidate onSubmit={onSubmit}>
      <Stack gap="md">
        {failure}
        {children}
        <Button type="submit" size="md" fullWidth loading={submitting}>
          {MSG.buttonRegister}
        </Button>
      </Stack>
    </form>
  );
}

/**
 * The account's full name on the bank form (decision 0135): shown, not asked, and left out of the
 * call so the server takes it from the account. Asked (pre-filled) only when the form's rule
 * refuses it (over 40 letters), when it cannot be read, or when the server refuses it.
 */
function useCarriedName(ask: (name: string, check: boolean) => void) {
  const account = useAccountName();
  const [asked, setAsked] = useState(false);
  /** `check`: say at once why the name cannot be taken as it is. */
  const askFor = (name: string, check = false) => {
    setAsked(true);
    ask(name, check);
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: once the account's name (or its failure) is known
  useEffect(() => {
    if (account.isError) askFor('');
    const name = account.data;
    if (name === undefined) return;
    let live = true;
    void loadSchemas().then((m) => {
      if (live && !m.bankFormTakesName(name)) askFor(name, true);
    });
    return () => {
      live = false;
    };
  }, [account.data, account.isError]);
  return { asked, name: account.data ?? '', askFor };
}

function BankRegistrationForm({ code, platformId }: { code: string; platformId: string }) {
  const bagi = code === BAGI_BANK_CODE;
  const { register, control, handleSubmit, formState, setError, setValue } = useForm<BankForm>({
    resolver: bankResolver,
    mode: 'onTouched',
    defaultValues: {
      platform_id: platformId,
      bank_code: code,
      referral_code: referral(),
      fullname: undefined,
      mothers_name: '',
      date_of_birth: '',
      ktp_no: '',
      ...(bagi ? { has_agree_account_terms: false, has_agree_savings_terms: false } : {}),
    },
  });
  const errors = formState.errors;
  const carried = useCarriedName((name, check) =>
    setValue('fullname', name, { shouldValidate: check, shouldTouch: check }),
  );
  const registration = useRegistration<BankForm>(
    async (values) => registerWithBank((await loadSchemas()).bankRegistrationBodySchema.parse(values)),
    (field, error, options) => {
      // The server refused the account's name: the form asks it, starting from that name.
      if (field === 'fullname' && !carried.asked) carried.askFor(carried.name);
      setError(field, error, options);
    },
  );

  return (
    <RegistrationFormFrame
      onSubmit={handleSubmit(registration.run)}
      failure={registration.failureView}
      submitting={formState.isSubmitting}
    >
      {carried.asked ? (
        <NameFields fullname={register('fullname')} mothersName={register('mothers_name')} errors={errors} />
      ) : (
        <>
          <CarriedField
            label={MSG.fullnameLabel}
            value={carried.name}
            description={MSG.bankFormFullnameCarried}
          />
          <LettersField
            label={MSG.mothersNameLabel}
            error={errors.mothers_name?.message}
            registration={register('mothers_name')}
          />
        </>
      )}
      <BirthDateField
        control={control}
        name="date_of_birth"
        max={latestBirthDateForAge(MIN_AGE_YEARS)}
        error={errors.date_of_birth?.message}
      />
      <DigitsField
        label={MSG.ktpNoLabel}
        max={KTP_LENGTH}
        error={errors.ktp_no?.message}
        registration={register('ktp_no')}
      />
      {bagi ? (
        <Stack gap="sm">
          <ConsentField
            control={control}
            name="has_agree_account_terms"
            label={MSG.consentAccountTerms}
            documentId="rekening-peserta"
            bankCode={code}
          />
          <ConsentField
            control={control}
            name="has_agree_savings_terms"
            label={MSG.consentSavingsTerms}
            documentId="ketentuan-tabungan"
            bankCode={code}
          />
        </Stack>
      ) : null}
    </RegistrationFormFrame>
  );
}

function CimbRegistrationForm({ code, platformId }: { code: string; platformId: string }) {
  const { register, control, handleSubmit, formState, setError, getValues, setValue } = useForm<CimbForm>({
    resolver: cimbResolver,
    mode: 'onTouched',
    defaultValues: {
      platform_id: platformId,
      bank_code: code as CimbForm['bank_code'],
      referral_code: referral(),
      account_name: '',
      account_no: '',
      date_of_birth: '',
      is_syariah: code === '023',
      has_agree_account_terms: false,
    },
  });
  const errors = formState.errors;
  // The holder's name as the bank keeps it, so it stays editable; it starts from the account's name
  // (decision 0135), unless the customer has typed one already.
  const account = useAccountName();
  useEffect(() => {
    if (account.data && !getValues('account_name')) setValue('account_name', account.data);
  }, [account.data, getValues, setValue]);
  const registration = useRegistration<CimbForm>(
    async (values) => registerWithCimb((await loadSchemas()).cimbRegistrationBodySchema.parse(values)),
    setError,
  );

  return (
    <RegistrationFormFrame
      onSubmit={handleSubmit(registration.run)}
      failure={registration.failureView}
      submitting={formState.isSubmitting}
    >
      <LettersField
        label={MSG.accountNameLabel}
        autoComplete="name"
        error={errors.account_name?.message}
        registration={register('account_name')}
      />
      <DigitsField
        label={MSG.accountNoLabel}
        max={ACCOUNT_NO_MAX}
        error={errors.account_no?.message}
        registration={register('account_no')}
      />
      <BirthDateField
        control={control}
        name="date_of_birth"
        max={latestBirthDateForAge(MIN_AGE_YEARS)}
        error={errors.date_of_birth?.message}
      />
      <ConsentField
        control={control}
        name="has_agree_account_terms"
        label={MSG.consentCimbTerms.replace('{bank}', bankName(code))}
        documentId="rekening-peserta"
        bankCode={code}
      />
    </RegistrationFormFrame>
  );
}
