/**
 * A new version of the risk model (decision 0189), started from another version's document: its
 * name and description, the thresholds, each factor's points and lowest level, the option codes
 * and region codes that count as higher risk, the rupiah of each income and transaction band, and
 * the review intervals. The schema the server checks is the form's, so every wrong field
 * is named under it before anything is sent; what the server refuses comes back on its field.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import {
  MSG,
  RISK_FACTORS,
  RISK_LEVEL_LABELS,
  RISK_LEVELS,
  type RiskFactor,
  type RiskModel,
  riskModelSchema,
} from '@kilau/shared';
import {
  NativeSelect,
  NumberInput,
  SimpleGrid,
  Stack,
  TagsInput,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { Controller, type FieldPath, useForm } from 'react-hook-form';
import {
  NewVersionFormButtons,
  type NewVersionFormProps,
} from '../../../components/backoffice/new-version-modal';
import { FormAlert } from '../../../components/ui/form-alert';
import { documentPath, putServerFieldErrors } from '../../../lib/server-field-errors';

const FACTOR_NAMES: Record<RiskFactor, string> = {
  pep: MSG.riskFactorNamePep,
  occupation: MSG.riskFactorNameOccupation,
  industry: MSG.riskFactorNameIndustry,
  source_of_funds: MSG.riskFactorNameSourceOfFunds,
  income_vs_transactions: MSG.riskFactorNameIncomeVsTransactions,
  domicile: MSG.riskFactorNameDomicile,
  nationality: MSG.riskFactorNameNationality,
  channel: MSG.riskFactorNameChannel,
  dismissed_match: MSG.riskFactorNameDismissedMatch,
  shared_identity: MSG.riskFactorNameSharedIdentity,
  monitoring_alert: MSG.riskFactorNameMonitoringAlert,
};
/**
 * The monitoring factor as a version made before it existed starts it (decision 0204): weighing
 * nothing until the officer gives it points, over the scenarios' 180-day look-back.
 */
const MONITORING_ALERT_START = { points: 0, days: 180 };
const CODE_LISTS = ['occupation', 'industry', 'source_of_funds'] as const;
/** The rupiah each band's option code stands for, compared by the income factor (its codes as the base has them). */
const BAND_MAPS = [
  { key: 'income_upper', label: MSG.riskModelIncomeUpperLabel },
  { key: 'transactions_lower', label: MSG.riskModelTransactionsLowerLabel },
] as const;
const FLOOR_OPTIONS = [
  { value: '', label: MSG.riskModelFloorNone },
  ...RISK_LEVELS.map((l) => ({ value: l, label: RISK_LEVEL_LABELS[l] })),
];

export function RiskModelForm({ base, onSubmit, onCancel }: NewVersionFormProps<RiskModel>) {
  const form = useForm<RiskModel>({
    resolver: zodResolver(riskModelSchema),
    mode: 'onTouched',
    defaultValues: {
      ...base,
      version: '',
      factors: { ...base.factors, monitoring_alert: base.factors.monitoring_alert ?? MONITORING_ALERT_START },
    },
  });
  const [error, setError] = useState<string | null>(null);
  const errors = form.formState.errors;
  const number = (name: FieldPath<RiskModel>, label: string, message?: string, rupiah = false) => (
    <Controller
      key={name}
      control={form.control}
      name={name}
      render={({ field }) => (
        <NumberInput
          label={label}
          value={typeof field.value === 'number' ? field.value : ''}
          onChange={(v) => field.onChange(typeof v === 'number' ? v : Number.NaN)}
          onBlur={field.onBlur}
          allowDecimal={false}
          min={0}
          // Rupiah as Indonesians write them: Rp 10.000.000.
          {...(rupiah ? { prefix: 'Rp ', thousandSeparator: '.', decimalSeparator: ',' } : {})}
          error={message}
        />
      )}
    />
  );

  async function submit(model: RiskModel) {
    setError(null);
    try {
      await onSubmit(model);
    } catch (err) {
      // A refusal on a field (422) goes under it, every path of the model being one of the form's;
      // the rest above the buttons.
      setError(
        putServerFieldErrors(err, form.setError, (path) => documentPath(path) as FieldPath<RiskModel>),
      );
    }
  }

  return (
    <form noValidate onSubmit={form.handleSubmit(submit)}>
      <Stack gap="md">
        {error && <FormAlert>{error}</FormAlert>}
        <TextInput
          label={MSG.riskModelVersionLabel}
          withAsterisk
          error={errors.version?.message}
          {...form.register('version')}
        />
        <Textarea
          label={MSG.riskModelDescriptionLabel}
          withAsterisk
          autosize
          minRows={3}
          error={errors.description?.message}
          {...form.register('description')}
        />
        <Title order={3} fz="md">
          {MSG.riskModelThresholdsLabel}
        </Title>
        <SimpleGrid cols={{ base: 2, sm: 3 }}>
          {number('thresholds.menengah', RISK_LEVEL_LABELS.menengah, errors.thresholds?.menengah?.message)}
          {number('thresholds.tinggi', RISK_LEVEL_LABELS.tinggi, errors.thresholds?.tinggi?.message)}
        </SimpleGrid>

        <Title order={3} fz="md">
          {MSG.riskModelFactorsLabel}
        </Title>
        <Stack gap="sm">
          {RISK_FACTORS.map((factor) => (
            <Stack key={factor} gap={6} data-testid={`risk-factor-${factor}`}>
              <Text fw={600} size="sm">
                {FACTOR_NAMES[factor]}
              </Text>
              <SimpleGrid cols={{ base: 2, sm: 3 }}>
                {number(
                  `factors.${factor}.points`,
                  MSG.riskModelPointsLabel,
                  errors.factors?.[factor]?.points?.message,
                )}
                <Controller
                  control={form.control}
                  name={`factors.${factor}.floor`}
                  render={({ field }) => (
                    <NativeSelect
                      label={MSG.riskModelFloorLabel}
                      data={FLOOR_OPTIONS}
                      value={field.value ?? ''}
                      onChange={(e) => field.onChange(e.currentTarget.value || undefined)}
                    />
                  )}
                />
                {factor === 'income_vs_transactions' &&
                  number(
                    'factors.income_vs_transactions.max_ratio',
                    MSG.riskModelRatioLabel,
                    errors.factors?.income_vs_transactions?.max_ratio?.message,
                  )}
                {factor === 'monitoring_alert' &&
                  number(
                    'factors.monitoring_alert.days',
                    MSG.riskModelAlertDaysLabel,
                    errors.factors?.monitoring_alert?.days?.message,
                  )}
              </SimpleGrid>
              {factor === 'income_vs_transactions' &&
                BAND_MAPS.map(({ key, label }) => (
                  <Stack key={key} gap={4} data-testid={`risk-bands-${key}`}>
                    <Text size="sm">{label}</Text>
                    <SimpleGrid cols={{ base: 2, sm: 3 }}>
                      {Object.keys(base.factors.income_vs_transactions[key]).map((code) =>
                        number(
                          `factors.income_vs_transactions.${key}.${code}`,
                          code,
                          errors.factors?.income_vs_transactions?.[key]?.[code]?.message,
                          true,
                        ),
                      )}
                    </SimpleGrid>
                  </Stack>
                ))}
              {(CODE_LISTS as readonly string[]).includes(factor) && (
                <Controller
                  control={form.control}
                  name={`factors.${factor as (typeof CODE_LISTS)[number]}.codes`}
                  render={({ field, fieldState }) => (
                    <TagsInput
                      label={MSG.riskModelCodesLabel}
                      value={field.value}
                      onChange={(v) => field.onChange(v.map((c) => c.trim().toUpperCase()))}
                      error={fieldState.error?.message ?? firstItemError(errors.factors?.[factor])}
                    />
                  )}
                />
              )}
              {factor === 'domicile' && (
                <Controller
                  control={form.control}
                  name="factors.domicile.region_codes"
                  render={({ field }) => (
                    <TagsInput
                      label={MSG.riskModelRegionsLabel}
                      value={field.value}
                      onChange={(v) => field.onChange(v.map((c) => c.trim()))}
                      error={firstItemError(errors.factors?.domicile, 'region_codes')}
                    />
                  )}
                />
              )}
            </Stack>
          ))}
        </Stack>

        <Title order={3} fz="md">
          {MSG.riskModelReviewMonthsLabel}
        </Title>
        <SimpleGrid cols={{ base: 3 }}>
          {RISK_LEVELS.map((level) => (
            <Stack key={level} gap={0}>
              {number(
                `review_months.${level}`,
                RISK_LEVEL_LABELS[level],
                errors.review_months?.[level]?.message,
              )}
            </Stack>
          ))}
        </SimpleGrid>

        <NewVersionFormButtons saving={form.formState.isSubmitting} onCancel={onCancel} />
      </Stack>
    </form>
  );
}

/** The message of the first wrong code of a list (the schema names each item's path). */
function firstItemError(group: unknown, key = 'codes'): string | undefined {
  const list = (group as Record<string, unknown> | undefined)?.[key];
  if (!Array.isArray(list)) return undefined;
  const first = list.find((e) => e && typeof e === 'object' && 'message' in e) as
    | { message?: string }
    | undefined;
  return first?.message;
}
