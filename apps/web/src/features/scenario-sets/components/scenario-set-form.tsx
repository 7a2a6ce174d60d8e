/**
 * A new version of the transaction-monitoring scenario set (decision 0214), started from another
 * version's document: its name, then each scenario of it with whether it runs, its severity, its
 * basis and its parameters. The schema the server checks is the form's, so every wrong field is
 * named under it before anything is sent; what the server refuses comes back on its field (422),
 * a version name already taken on the name (409).
 */
import { zodResolver } from '@hookform/resolvers/zod';
import {
  MONITORING_SCENARIO_LABELS,
  MONITORING_SEVERITIES,
  MONITORING_SEVERITY_LABELS,
  type MonitoringScenario,
  type MonitoringScenarioKind,
  MSG,
  type ScenarioOf,
  type ScenarioSet,
  SHARED_IDENTIFIER_KINDS,
  type SharedIdentifierKind,
  scenarioSetSchema,
} from '@kilau/shared';
import {
  Card,
  Checkbox,
  Group,
  NativeSelect,
  NumberInput,
  type NumberInputProps,
  SimpleGrid,
  Stack,
  Switch,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useId, useState } from 'react';
import { type Control, Controller, type FieldPath, useForm } from 'react-hook-form';
import {
  NewVersionFormButtons,
  type NewVersionFormProps,
} from '../../../components/backoffice/new-version-modal';
import { FormAlert } from '../../../components/ui/form-alert';
import { ApiError } from '../../../lib/api-client';
import { documentPath, putServerFieldErrors } from '../../../lib/server-field-errors';

type Unit = 'rupiah' | 'percent' | 'days' | 'hours' | 'count' | 'multiple';
/** The parameters of a kind that are numbers (the shared identifier's kinds are a list). */
type NumberParam<K extends MonitoringScenarioKind> = {
  [P in keyof ScenarioOf<K>['params']]: ScenarioOf<K>['params'][P] extends number ? P : never;
}[keyof ScenarioOf<K>['params']];

/** Each kind's number fields in the order the officer reads them; a new kind fails to compile here. */
const PARAMS: {
  [K in MonitoringScenarioKind]: readonly { key: NumberParam<K>; label: string; unit: Unit }[];
} = {
  daily_cumulative: [
    { key: 'threshold_idr', label: MSG.scenarioParamThreshold, unit: 'rupiah' },
    { key: 'ltkt_threshold_idr', label: MSG.scenarioParamLtktThreshold, unit: 'rupiah' },
  ],
  structuring: [
    { key: 'threshold_idr', label: MSG.scenarioParamThreshold, unit: 'rupiah' },
    { key: 'lower_pct', label: MSG.scenarioParamLowerPct, unit: 'percent' },
    { key: 'upper_pct', label: MSG.scenarioParamUpperPct, unit: 'percent' },
    { key: 'min_count', label: MSG.scenarioParamMinCount, unit: 'count' },
    { key: 'window_days', label: MSG.scenarioParamWindowDays, unit: 'days' },
  ],
  rapid_round_trip: [
    { key: 'threshold_idr', label: MSG.scenarioParamThreshold, unit: 'rupiah' },
    { key: 'window_hours', label: MSG.scenarioParamWindowHours, unit: 'hours' },
  ],
  dormant_reactivation: [
    { key: 'dormant_days', label: MSG.scenarioParamDormantDays, unit: 'days' },
    { key: 'threshold_idr', label: MSG.scenarioParamThreshold, unit: 'rupiah' },
    { key: 'window_days', label: MSG.scenarioParamWindowDays, unit: 'days' },
  ],
  beyond_profile: [
    { key: 'income_multiple', label: MSG.scenarioParamIncomeMultiple, unit: 'multiple' },
    { key: 'window_days', label: MSG.scenarioParamWindowDays, unit: 'days' },
  ],
  shared_identifier: [{ key: 'min_participants', label: MSG.scenarioParamMinParticipants, unit: 'count' }],
  withdrawal_after_buy: [
    { key: 'threshold_idr', label: MSG.scenarioParamThreshold, unit: 'rupiah' },
    { key: 'window_days', label: MSG.scenarioParamWindowDays, unit: 'days' },
  ],
};

/**
 * Rupiah as Indonesians write them (500.000.000), decimals after a comma. No min or max: Mantine
 * would clamp a wrong figure on blur instead of letting the schema name it.
 */
const UNIT_INPUT: Record<Unit, Partial<NumberInputProps>> = {
  rupiah: { allowDecimal: false, thousandSeparator: '.', decimalSeparator: ',' },
  percent: { decimalSeparator: ',' },
  days: { allowDecimal: false },
  hours: { allowDecimal: false },
  count: { allowDecimal: false },
  multiple: { decimalSeparator: ',' },
};

/** A parameter's value as the input shows it: an emptied one (NaN in the form) as empty. */
const shown = (value: unknown): number | string =>
  typeof value === 'string' || (typeof value === 'number' && !Number.isNaN(value)) ? value : '';

const IDENTIFIER_LABELS: Record<SharedIdentifierKind, string> = {
  bank_account: MSG.scenarioIdentifierBankAccount,
  phone: MSG.scenarioIdentifierPhone,
  device: MSG.scenarioIdentifierDevice,
};

const SEVERITY_OPTIONS = MONITORING_SEVERITIES.map((s) => ({
  value: s,
  label: MONITORING_SEVERITY_LABELS[s],
}));

/** A number parameter of scenario `index`: its key is one of the kind's (PARAMS), which the path type cannot follow. */
const paramPath = (index: number, key: string) =>
  `scenarios.${index}.params.${key}` as FieldPath<ScenarioSet>;
/** A server's field path (without `document.`) that names one of the form's fields, an item's index dropped. */
const FIELD_PATH = /^(version|scenarios\.\d+\.(?:enabled|severity|basis|params\.[a-z_]+))(?:\.\d+)?$/;

export function ScenarioSetForm({ base, onSubmit, onCancel }: NewVersionFormProps<ScenarioSet>) {
  const form = useForm<ScenarioSet>({
    resolver: zodResolver(scenarioSetSchema),
    mode: 'onTouched',
    defaultValues: { ...base, version: '' },
  });
  const [error, setError] = useState<string | null>(null);

  async function submit(set: ScenarioSet) {
    setError(null);
    try {
      await onSubmit(set);
    } catch (err) {
      if (err instanceof ApiError && err.httpStatus === 409) {
        form.setError('version', { message: err.messageId }, { shouldFocus: true });
        return;
      }
      // A refusal on a field (422) goes under it; one the form has no field for, above the buttons.
      setError(
        putServerFieldErrors(err, form.setError, (path) => {
          const name = FIELD_PATH.exec(documentPath(path))?.[1] as FieldPath<ScenarioSet> | undefined;
          return name && form.getValues(name) !== undefined ? name : undefined;
        }),
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
          error={form.formState.errors.version?.message}
          {...form.register('version')}
        />
        {base.scenarios.map((scenario, index) => (
          <ScenarioCard key={scenario.kind} control={form.control} scenario={scenario} index={index} />
        ))}
        <NewVersionFormButtons saving={form.formState.isSubmitting} onCancel={onCancel} />
      </Stack>
    </form>
  );
}

/** One scenario of the set: whether it runs, its severity and parameters, and what they rest on. */
function ScenarioCard({
  control,
  scenario,
  index,
}: {
  control: Control<ScenarioSet>;
  scenario: MonitoringScenario;
  index: number;
}) {
  const titleId = useId();
  const params: readonly { key: string; label: string; unit: Unit }[] = PARAMS[scenario.kind];
  return (
    <Card
      withBorder
      padding="md"
      component="section"
      aria-labelledby={titleId}
      data-testid={`scenario-${scenario.kind}`}
    >
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Title order={3} fz="sm" id={titleId}>
            {MONITORING_SCENARIO_LABELS[scenario.kind]}
          </Title>
          <Controller
            control={control}
            name={`scenarios.${index}.enabled`}
            render={({ field, fieldState }) => (
              <Switch
                label={MSG.scenarioFormEnabled}
                checked={field.value}
                onChange={(e) => field.onChange(e.currentTarget.checked)}
                onBlur={field.onBlur}
                error={fieldState.error?.message}
              />
            )}
          />
        </Group>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }}>
          <Controller
            control={control}
            name={`scenarios.${index}.severity`}
            render={({ field, fieldState }) => (
              <NativeSelect
                label={MSG.scenarioFormSeverity}
                data={SEVERITY_OPTIONS}
                value={field.value}
                onChange={(e) => field.onChange(e.currentTarget.value)}
                onBlur={field.onBlur}
                error={fieldState.error?.message}
              />
            )}
          />
          {params.map(({ key, label, unit }) => (
            <Controller
              key={key}
              control={control}
              name={paramPath(index, key)}
              render={({ field, fieldState }) => (
                <NumberInput
                  label={label}
                  value={shown(field.value)}
                  // A figure half typed ('2,') stays as typed: the schema refuses it if sent so.
                  onChange={(v) => field.onChange(v === '' ? Number.NaN : v)}
                  onBlur={field.onBlur}
                  allowNegative={false}
                  hideControls
                  {...UNIT_INPUT[unit]}
                  error={fieldState.error?.message}
                />
              )}
            />
          ))}
        </SimpleGrid>
        {scenario.kind === 'shared_identifier' && (
          <Controller
            control={control}
            name={`scenarios.${index}.params.identifiers`}
            render={({ field, fieldState }) => (
              <Checkbox.Group
                label={MSG.scenarioParamIdentifiers}
                value={field.value}
                // In the catalogue's order, whatever order they were ticked in.
                onChange={(v) => field.onChange(SHARED_IDENTIFIER_KINDS.filter((k) => v.includes(k)))}
                error={fieldState.error?.message}
              >
                <Group gap="md" mt={6}>
                  {SHARED_IDENTIFIER_KINDS.map((k) => (
                    <Checkbox key={k} value={k} label={IDENTIFIER_LABELS[k]} onBlur={field.onBlur} />
                  ))}
                </Group>
              </Checkbox.Group>
            )}
          />
        )}
        <Controller
          control={control}
          name={`scenarios.${index}.basis`}
          render={({ field, fieldState }) => (
            <Textarea
              label={MSG.scenarioFormBasis}
              withAsterisk
              autosize
              minRows={2}
              value={field.value}
              onChange={(e) => field.onChange(e.currentTarget.value)}
              onBlur={field.onBlur}
              error={fieldState.error?.message}
            />
          )}
        />
      </Stack>
    </Card>
  );
}
