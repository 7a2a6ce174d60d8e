import { BAGI_BANK_CODE, type BankAccountBody, type LegalDocumentId, MSG } from '@kilau/shared';
import { Anchor, Badge, Box, Checkbox, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useMemo, useState } from 'react';
import { Controller } from 'react-hook-form';
import { BankLogo } from '../../../../components/ui/bank-logo';
import { lazyResolver } from '../../../../lib/lazy-resolver';
import { bankAccountKey, saveBankAccount, useBankAccount } from '../../api/bank-account';
import { checkInputOutcome } from '../../lib/check-input';
import { ConfirmCheckbox } from '../shared/confirm-checkbox';
import { LegalDocumentModal } from '../shared/legal-document';
import { WithCustomerRecord } from '../shared/no-record-gate';
import { SavedSectionStep, StepForm, type StepRecord, useStepForm } from '../shared/step-form';
import { ScrollToAgreeModal } from './scroll-to-agree-modal';

const FORM_ID = 'bank-account-form';

type Saved = NonNullable<ReturnType<typeof useBankAccount>['data']>;

export interface BankAccountForm {
  has_confirm_bank: boolean;
  has_agree_account_terms: boolean;
  has_agree_savings_terms: boolean;
}

/** Bank BAGI's two terms, each read to the end in its modal before it can be agreed. */
const BAGI_TERMS = [
  { field: 'has_agree_account_terms', document: 'rekening-peserta', label: MSG.consentAccountTerms },
  { field: 'has_agree_savings_terms', document: 'ketentuan-tabungan', label: MSG.consentSavingsTerms },
] as const satisfies readonly { field: keyof BankAccountForm; document: LegalDocumentId; label: string }[];

export function bankAccountFormValues(saved: Saved | undefined): BankAccountForm {
  return {
    has_confirm_bank: saved?.has_confirm_bank ?? false,
    has_agree_account_terms: saved?.has_agree_account_terms ?? false,
    has_agree_savings_terms: saved?.has_agree_savings_terms ?? false,
  };
}

/** Step 4, /register-datarekening: the participant account at the partner bank, confirmed. */
export default function BankAccountStepPage() {
  return <WithCustomerRecord>{(record) => <BankAccountStep record={record} />}</WithCustomerRecord>;
}

function BankAccountStep({ record }: { record: StepRecord }) {
  return (
    <SavedSectionStep
      record={record}
      step="bank_account"
      subtitle={MSG.bankAccountSubtitle}
      formId={FORM_ID}
      query={useBankAccount(record.customerId)}
    >
      {(saved) => (
        <BankAccountFormView record={record} saved={saved} bankCode={saved.bank_code ?? record.bankCode} />
      )}
    </SavedSectionStep>
  );
}

function BankAccountFormView({
  record,
  saved,
  bankCode,
}: {
  record: StepRecord;
  saved: Saved;
  bankCode: string | null;
}) {
  const { customerId } = record;
  const bagi = bankCode === BAGI_BANK_CODE;
  // Bank 037's terms are agreed on the bank form and carried here (decision 0135); a record whose
  // bank form did not carry them (registered before) is asked them here.
  const termsCarried = bagi && saved.has_agree_account_terms && saved.has_agree_savings_terms;
  // zod and the step's schema arrive after the first paint (decisions 0051, 0107).
  const resolver = useMemo(
    () =>
      lazyResolver<BankAccountForm, unknown, BankAccountBody>(() =>
        import('../../lib/step-resolvers').then((m) => m.bankAccountResolver(bankCode)),
      ),
    [bankCode],
  );
  const { form, save } = useStepForm({
    flow: record.flow,
    step: 'bank_account',
    resolver,
    defaultValues: bankAccountFormValues(saved),
    save: (body: BankAccountBody) => saveBankAccount(customerId, body),
    invalidate: [bankAccountKey(customerId)],
    failure: checkInputOutcome,
  });
  const { control, formState, setValue } = form;
  const [reading, setReading] = useState<(typeof BAGI_TERMS)[number] | null>(null);

  // Only bank 037 has terms on this step, and only when they were not carried from the bank form:
  // otherwise the confirmation goes alone, the step's payload of docs/product/onboarding.md § Calls.
  const submit = form.handleSubmit((values) =>
    save(bagi && !termsCarried ? values : { has_confirm_bank: values.has_confirm_bank }),
  );

  const typeLabel =
    saved.bank_type === 'syariah'
      ? MSG.bankTypeSyariah
      : saved.bank_type === 'konvensional'
        ? MSG.bankTypeKonvensional
        : '-';

  return (
    <StepForm id={FORM_ID} onSubmit={submit}>
      <Stack gap="xl">
        <Paper withBorder radius="md" p="md" bg="gray.0">
          <Stack gap="md">
            <Group gap="md" wrap="nowrap">
              {bankCode ? <BankLogo code={bankCode} /> : null}
              <Box>
                <Text fw={700} size="lg" c="navy.8">
                  {saved.name ?? '-'}
                </Text>
                <Text size="sm" c="dimmed">
                  {MSG.bankTypeLabel}: {typeLabel}
                </Text>
              </Box>
            </Group>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm" component="dl" m={0}>
              {/* Only the CIMB form asks for the account holder (docs/product/onboarding.md § Screens): no empty row elsewhere. */}
              {saved.account_name ? <Detail label={MSG.accountNameLabel} value={saved.account_name} /> : null}
              <Detail
                label={MSG.accountNoLabel}
                value={saved.account_no ?? MSG.accountNoPending}
                muted={!saved.account_no}
              />
            </SimpleGrid>
          </Stack>
        </Paper>

        {termsCarried ? (
          <CarriedTerms bankCode={bankCode} />
        ) : bagi ? (
          <Stack gap="sm">
            <div>
              <Title order={2} fz="md" c="navy.8">
                {MSG.bankTermsTitle}
              </Title>
              <Text size="sm" c="dimmed">
                {MSG.bankTermsHint}
              </Text>
            </div>
            {BAGI_TERMS.map((term) => (
              <Controller
                key={term.field}
                control={control}
                name={term.field}
                render={({ field, fieldState }) => (
                  <Stack gap={4}>
                    <Checkbox
                      label={term.label}
                      checked={field.value}
                      ref={field.ref}
                      onBlur={field.onBlur}
                      error={fieldState.error?.message}
                      styles={{ label: { lineHeight: 1.45 } }}
                      // Ticking opens the text: it is agreed there, after reading to the end.
                      onChange={(e) => {
                        if (e.currentTarget.checked) setReading(term);
                        else field.onChange(false);
                      }}
                    />
                    <Group gap="xs" pl={32}>
                      <Anchor component="button" type="button" size="sm" onClick={() => setReading(term)}>
                        {MSG.legalRead}
                      </Anchor>
                      {field.value ? (
                        <Badge color="teal" variant="light" size="sm">
                          {MSG.legalAgreed}
                        </Badge>
                      ) : null}
                    </Group>
                  </Stack>
                )}
              />
            ))}
          </Stack>
        ) : null}

        <ConfirmCheckbox control={control} name="has_confirm_bank" label={MSG.confirmBankLabel} />
      </Stack>
      {bagi && !termsCarried ? (
        <ScrollToAgreeModal
          documentId={reading?.document ?? 'rekening-peserta'}
          bankCode={bankCode}
          opened={reading !== null}
          onClose={() => setReading(null)}
          onAgree={() => {
            if (reading) setValue(reading.field, true, { shouldValidate: formState.isSubmitted });
            setReading(null);
          }}
        />
      ) : null}
    </StepForm>
  );
}

/** Bank 037's terms as agreed on the bank form: each readable again, none asked again. */
function CarriedTerms({ bankCode }: { bankCode: string | null }) {
  const [open, setOpen] = useState<LegalDocumentId | null>(null);
  return (
    <Stack gap="sm" component="section" aria-labelledby="bank-terms-heading">
      <div>
        <Title order={2} fz="md" c="navy.8" id="bank-terms-heading">
          {MSG.bankTermsTitle}
        </Title>
        <Text size="sm" c="dimmed">
          {MSG.bankTermsAgreedOnForm}
        </Text>
      </div>
      <Stack gap="xs" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
        {BAGI_TERMS.map((term) => (
          <Paper key={term.field} component="li" withBorder radius="md" p="sm">
            <Stack gap={6}>
              <Text size="sm" style={{ lineHeight: 1.45 }}>
                {term.label}
              </Text>
              <Group gap="xs">
                <Badge color="teal" variant="light" size="sm">
                  {MSG.legalAgreed}
                </Badge>
                <Anchor component="button" type="button" size="sm" onClick={() => setOpen(term.document)}>
                  {MSG.legalRead}
                </Anchor>
              </Group>
            </Stack>
            <LegalDocumentModal
              documentId={term.document}
              bankCode={bankCode}
              opened={open === term.document}
              onClose={() => setOpen(null)}
            />
          </Paper>
        ))}
      </Stack>
    </Stack>
  );
}

function Detail({ label, value, muted = false }: { label: string; value: string; muted?: boolean }) {
  return (
    <Box>
      <Text component="dt" size="xs" c="dimmed" fw={600} tt="uppercase">
        {label}
      </Text>
      <Text
        component="dd"
        m={0}
        fw={muted ? 400 : 600}
        c={muted ? 'dimmed' : undefined}
        size={muted ? 'sm' : 'md'}
      >
        {value}
      </Text>
    </Box>
  );
}
