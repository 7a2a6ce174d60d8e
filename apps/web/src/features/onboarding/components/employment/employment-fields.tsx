/**
 * The work step's fields (docs/product/onboarding.md § Screens), on a form the caller owns: the step
 * page's, or the periodic review's data update (decision 0217), which lazy-loads them.
 */
import { type EmploymentBody, type employmentBodySchema, MSG, POSTCODE_LENGTH } from '@kilau/shared';
import { Checkbox, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { Controller, type UseFormReturn, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { lazyResolver } from '../../../../lib/lazy-resolver';
import type { CustomerRecord } from '../../api/customer-record';
import { filtered, NOT_DIGITS } from '../../lib/input-filters';
import { ConsentField } from '../shared/consent-checkbox';
import { AddressField, DigitsField, LettersField, ShortNumberField } from '../shared/identity-fields';
import {
  type MasterDataList,
  MasterDataListSelect,
  MasterDataSelectFields,
} from '../shared/master-data-select';
import { ProfileAcknowledgement } from '../shared/profile-acknowledgement';

export type EmploymentForm = z.input<typeof employmentBodySchema>;
/** The step's form as its fields take it (the step page's, or another page's own form). */
export type EmploymentFormApi = UseFormReturn<EmploymentForm, unknown, EmploymentBody>;
// zod and the step's schema arrive after the first paint (decisions 0051, 0107).
export const employmentFormResolver = lazyResolver<EmploymentForm, unknown, EmploymentBody>(() =>
  import('../../lib/step-resolvers').then((m) => m.employmentResolver),
);
const WORK_MONTH_DIGITS = 4;

/** Below each region level, the levels a change of it empties. */
const CHILDREN = {
  province_type: ['regency_type', 'district_type', 'village_type'],
  regency_type: ['district_type', 'village_type'],
  district_type: ['village_type'],
  village_type: [],
} as const;

/** The form's values from the saved record (the confirmations start unticked unless saved). */
export function employmentDefaults(record: CustomerRecord): EmploymentForm {
  const e = record.employment;
  const a = record.detail?.identity_address;
  return {
    occupation_type: e?.occupation_type?.data_id ?? '',
    industrial_type: e?.industrial_type?.data_id ?? '',
    position_type: e?.position_type?.data_id ?? '',
    company_name: e?.company_name ?? '',
    work_month: e ? String(e.work_month) : '',
    identity_address: {
      address: a?.address ?? '',
      rt: a?.rt ?? '',
      rw: a?.rw ?? '',
      province_type: a?.province_type?.data_id ?? '',
      regency_type: a?.regency_type?.data_id ?? '',
      district_type: a?.district_type?.data_id ?? '',
      village_type: a?.village_type?.data_id ?? '',
      postcode: a?.postcode ?? '',
    },
    has_confirm_employment: e?.has_confirm_employment ?? false,
    has_confirm_costumer: record.detail?.has_confirm_costumer ?? false,
    has_confirm_beneficial_owner: e?.has_confirm_beneficial_owner ?? false,
    has_acknowledge_profile: e?.has_acknowledge_profile ?? false,
  };
}

/**
 * The step's fields, its work data, the identity address and the confirmations, on a form the
 * caller owns: the step page's, or the periodic review's data update (decision 0217), which keeps
 * one form per step in a page of its own. `headingOrder` places the two headings under the caller's.
 */
export function EmploymentFields({
  form,
  platformId: platform,
  headingOrder = 2,
}: {
  form: EmploymentFormApi;
  platformId: string | null;
  headingOrder?: 2 | 3;
}) {
  const { register, control, formState, setValue } = form;
  const errors = formState.errors;
  const [province, regency, district] = useWatch({
    control,
    name: [
      'identity_address.province_type',
      'identity_address.regency_type',
      'identity_address.district_type',
    ],
  });
  const regions: Record<keyof typeof CHILDREN, MasterDataList> = {
    province_type: { level: 'province', parentId: platform, platformId: platform },
    regency_type: { level: 'regency', parentId: province, platformId: platform },
    district_type: { level: 'district', parentId: regency, platformId: platform },
    village_type: { level: 'village', parentId: district, platformId: platform },
  };
  const regionFields = [
    ['province_type', MSG.provinceLabel, undefined],
    ['regency_type', MSG.regencyLabel, MSG.provinceLabel],
    ['district_type', MSG.districtLabel, MSG.regencyLabel],
    ['village_type', MSG.villageLabel, MSG.districtLabel],
  ] as const;

  const addressErrors = errors.identity_address;
  return (
    <Stack gap="lg">
      <Stack gap="md" component="section" aria-labelledby="work-heading">
        <Title order={headingOrder} fz="lg" id="work-heading">
          {MSG.workSectionTitle}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <MasterDataSelectFields
            control={control}
            fields={[
              ['occupation_type', MSG.occupationLabel, { type: 'occupation', scopeId: platform }],
              ['industrial_type', MSG.industrialLabel, { type: 'industrial', scopeId: platform }],
              ['position_type', MSG.positionLabel, { type: 'position', scopeId: platform }],
            ]}
          />
          <LettersField
            label={MSG.companyNameLabel}
            error={errors.company_name?.message}
            registration={register('company_name')}
          />
          <TextInput
            label={MSG.workMonthLabel}
            inputMode="numeric"
            placeholder="0"
            error={errors.work_month?.message}
            {...filtered(register('work_month'), NOT_DIGITS, WORK_MONTH_DIGITS)}
          />
        </SimpleGrid>
      </Stack>

      <Stack gap="md" component="section" aria-labelledby="address-heading">
        <Title order={headingOrder} fz="lg" id="address-heading">
          {MSG.identityAddressTitle}
        </Title>
        <AddressField
          label={MSG.addressLabel}
          description={MSG.addressStreetHint}
          autoComplete="street-address"
          error={addressErrors?.address?.message}
          registration={register('identity_address.address')}
        />
        <SimpleGrid cols={2} spacing="md" maw={320}>
          <ShortNumberField
            label={MSG.rtLabel}
            placeholder="003"
            error={addressErrors?.rt?.message}
            registration={register('identity_address.rt')}
          />
          <ShortNumberField
            label={MSG.rwLabel}
            placeholder="007"
            error={addressErrors?.rw?.message}
            registration={register('identity_address.rw')}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {regionFields.map(([name, label, parent]) => (
            <Controller
              key={name}
              control={control}
              name={`identity_address.${name}`}
              render={({ field, fieldState }) => (
                <MasterDataListSelect
                  label={label}
                  withAsterisk
                  source={regions[name]}
                  value={field.value}
                  waitingFor={parent ? MSG.selectChooseParentFirst.replace('{parent}', parent) : undefined}
                  onChange={(v) => {
                    if ((v ?? '') === field.value) return;
                    field.onChange(v ?? '');
                    for (const child of CHILDREN[name])
                      setValue(`identity_address.${child}`, '', { shouldValidate: false });
                  }}
                  onBlur={field.onBlur}
                  error={fieldState.error?.message}
                />
              )}
            />
          ))}
          <DigitsField
            label={MSG.postcodeLabel}
            max={POSTCODE_LENGTH}
            autoComplete="postal-code"
            error={addressErrors?.postcode?.message}
            registration={register('identity_address.postcode')}
          />
        </SimpleGrid>
      </Stack>

      <Stack gap="sm">
        {(
          [
            ['has_confirm_employment', MSG.confirmEmploymentLabel],
            ['has_confirm_costumer', MSG.confirmCustomerLabel],
          ] as const
        ).map(([name, label]) => (
          <Controller
            key={name}
            control={control}
            name={name}
            render={({ field, fieldState }) => (
              <Checkbox
                label={label}
                checked={field.value === true}
                onChange={(e) => field.onChange(e.currentTarget.checked)}
                error={fieldState.error?.message}
                styles={{ label: { lineHeight: 1.45 } }}
              />
            )}
          />
        ))}
        <ConsentField
          control={control}
          name="has_confirm_beneficial_owner"
          label={MSG.confirmBeneficialOwnerLabel}
          documentId="pemilik-manfaat"
        />
        <Controller
          control={control}
          name="has_acknowledge_profile"
          render={({ field, fieldState }) => (
            <ProfileAcknowledgement
              checked={field.value === true}
              onChange={field.onChange}
              error={fieldState.error?.message}
            />
          )}
        />
      </Stack>
    </Stack>
  );
}
