/**
 * The financial step's fields (docs/product/onboarding.md § Screens), on a form the caller owns: the step
 * page's, or the periodic review's data update (decision 0217), which lazy-loads them.
 */
import { type FinancialBody, MSG } from '@kilau/shared';
import { SimpleGrid, Stack, Switch, TextInput, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { type Control, Controller, type Resolver, type UseFormReturn, useWatch } from 'react-hook-form';
import { lazyResolver } from '../../../../lib/lazy-resolver';
import type { useFinancial as FinancialQuery } from '../../api/financial';
import { ConfirmCheckbox } from '../shared/confirm-checkbox';
import { MasterDataListSelect } from '../shared/master-data-select';
import { RupiahInput } from './rupiah-input';

type Saved = NonNullable<ReturnType<typeof FinancialQuery>['data']>;

/**
 * The form as edited: ids as strings; each asset keeps what was typed while its switch is off and
 * is sent as null then.
 */
export interface FinancialForm {
  fund_type: string;
  salary_type: string;
  monthly_transaction_type: string;
  purpose_fund_type: string;
  purpose_open_account_type: string;
  has_investment_experience: boolean;
  has_trading_experience: boolean;
  with_building_asset: boolean;
  building_asset: { address: string; postcode: string; njop_value: string };
  with_cash_asset: boolean;
  cash_asset: { bank_name: string; balance: string };
  has_confirm_financial: boolean;
}

/** The payload of the form: the switches decide whether an asset is sent. */
export function financialPayload({ with_building_asset, with_cash_asset, ...values }: FinancialForm) {
  return {
    ...values,
    building_asset: with_building_asset ? values.building_asset : null,
    cash_asset: with_cash_asset ? values.cash_asset : null,
  };
}

// zod and the step's schema arrive after the first paint (decisions 0051, 0107).
const payloadResolver = lazyResolver<ReturnType<typeof financialPayload>, unknown, FinancialBody>(() =>
  import('../../lib/step-resolvers').then(
    (m) =>
      m.financialPayloadResolver as unknown as Resolver<
        ReturnType<typeof financialPayload>,
        unknown,
        FinancialBody
      >,
  ),
);
/** The shared schema checks the payload the switches make of the form. */
export const financialFormResolver: Resolver<FinancialForm, unknown, FinancialBody> = (
  values,
  context,
  options,
) => payloadResolver(financialPayload(values), context, options as never);
/** The step's form as its fields take it (the step page's, or another page's own form). */
export type FinancialFormApi = UseFormReturn<FinancialForm, unknown, FinancialBody>;

const SELECTS = [
  { name: 'fund_type', type: 'fund', label: MSG.fundLabel },
  { name: 'salary_type', type: 'salary', label: MSG.salaryLabel },
  { name: 'monthly_transaction_type', type: 'monthly_transaction', label: MSG.monthlyTransactionLabel },
  { name: 'purpose_fund_type', type: 'purpose_fund', label: MSG.purposeFundLabel },
  { name: 'purpose_open_account_type', type: 'purpose_open_account', label: MSG.purposeOpenAccountLabel },
] as const;

const EMPTY_BUILDING = { address: '', postcode: '', njop_value: '' };
const EMPTY_CASH = { bank_name: '', balance: '' };

/** The saved data (GET /v2/kyc/financial) as the form's starting values. */
export function financialFormValues(saved: Saved | undefined): FinancialForm {
  return {
    fund_type: saved?.fund_type?.data_id ?? '',
    salary_type: saved?.salary_type?.data_id ?? '',
    monthly_transaction_type: saved?.monthly_transaction_type?.data_id ?? '',
    purpose_fund_type: saved?.purpose_fund_type?.data_id ?? '',
    purpose_open_account_type: saved?.purpose_open_account_type?.data_id ?? '',
    has_investment_experience: saved?.has_investment_experience ?? false,
    has_trading_experience: saved?.has_trading_experience ?? false,
    with_building_asset: Boolean(saved?.building_asset),
    building_asset: saved?.building_asset ? { ...saved.building_asset } : { ...EMPTY_BUILDING },
    with_cash_asset: Boolean(saved?.cash_asset),
    cash_asset: saved?.cash_asset ? { ...saved.cash_asset } : { ...EMPTY_CASH },
    has_confirm_financial: saved?.has_confirm_financial ?? false,
  };
}

const digitsOnly = (max: number) => (v: string) => v.replace(/\D/g, '').slice(0, max);

/**
 * The step's fields, the five lists, experience, assets and the confirmation, on a form the caller
 * owns: the step page's, or the periodic review's data update (decision 0217), which keeps one form
 * per step in a page of its own. `headingOrder` places the headings under the caller's.
 */
export function FinancialFields({
  form,
  platformId,
  headingOrder = 2,
}: {
  form: FinancialFormApi;
  platformId: string | null;
  headingOrder?: 2 | 3;
}) {
  const { control, register, formState } = form;
  const errors = formState.errors;

  const postcode = register('building_asset.postcode');
  return (
    <Stack gap="xl">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
        {SELECTS.map((s) => (
          <Controller
            key={s.name}
            control={control}
            name={s.name}
            render={({ field, fieldState }) => (
              <MasterDataListSelect
                label={s.label}
                withAsterisk
                source={{ type: s.type, scopeId: platformId }}
                value={field.value}
                onChange={(v) => field.onChange(v ?? '')}
                onBlur={field.onBlur}
                ref={field.ref}
                error={fieldState.error?.message}
              />
            )}
          />
        ))}
      </SimpleGrid>

      <Stack gap="sm">
        <Title order={headingOrder} fz="md" c="navy.8">
          {MSG.experienceTitle}
        </Title>
        <ConfirmCheckbox
          control={control}
          name="has_investment_experience"
          label={MSG.investmentExperienceLabel}
        />
        <ConfirmCheckbox control={control} name="has_trading_experience" label={MSG.tradingExperienceLabel} />
      </Stack>

      <Stack gap="md">
        <Title order={headingOrder} fz="md" c="navy.8">
          {MSG.assetsTitle}
        </Title>
        <AssetSection control={control} name="with_building_asset" label={MSG.buildingAssetToggle}>
          <TextInput
            label={MSG.buildingAddressLabel}
            description={MSG.addressCharsHint}
            withAsterisk
            autoComplete="off"
            error={errors.building_asset?.address?.message}
            {...register('building_asset.address')}
          />
          <TextInput
            label={MSG.postcodeLabel}
            withAsterisk
            inputMode="numeric"
            autoComplete="off"
            maxLength={5}
            error={errors.building_asset?.postcode?.message}
            {...postcode}
            onChange={(e) => {
              e.target.value = digitsOnly(5)(e.target.value);
              void postcode.onChange(e);
            }}
          />
          <RupiahField control={control} name="building_asset.njop_value" label={MSG.njopValueLabel} />
        </AssetSection>
        <AssetSection control={control} name="with_cash_asset" label={MSG.cashAssetToggle}>
          <TextInput
            label={MSG.cashBankNameLabel}
            withAsterisk
            autoComplete="off"
            error={errors.cash_asset?.bank_name?.message}
            {...register('cash_asset.bank_name')}
          />
          <RupiahField control={control} name="cash_asset.balance" label={MSG.cashBalanceLabel} />
        </AssetSection>
      </Stack>

      <ConfirmCheckbox control={control} name="has_confirm_financial" label={MSG.confirmFinancialLabel} />
    </Stack>
  );
}

type FinancialControl = Control<FinancialForm, unknown, FinancialBody>;

/** An asset's switch and, while it is on, the asset's fields. */
function AssetSection({
  control,
  name,
  label,
  children,
}: {
  control: FinancialControl;
  name: 'with_building_asset' | 'with_cash_asset';
  label: string;
  children: ReactNode;
}) {
  const on = useWatch({ control, name });
  return (
    <>
      <Controller
        control={control}
        name={name}
        // Mantine's Switch draws its state from props, so it is controlled rather than registered.
        render={({ field }) => (
          <Switch
            label={label}
            checked={field.value}
            onChange={(e) => field.onChange(e.currentTarget.checked)}
            onBlur={field.onBlur}
            ref={field.ref}
          />
        )}
      />
      {on ? (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md" pl={{ base: 0, sm: 'xl' }}>
          {children}
        </SimpleGrid>
      ) : null}
    </>
  );
}

/** A required rupiah amount of an asset. */
function RupiahField({
  control,
  name,
  label,
}: {
  control: FinancialControl;
  name: 'building_asset.njop_value' | 'cash_asset.balance';
  label: string;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <RupiahInput
          label={label}
          withAsterisk
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          ref={field.ref}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}
