import { type MasterDataBankType, type MasterDataPlatformType, MSG, type RegionType } from '@kilau/shared';
import { Loader, type SelectProps } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { type Control, Controller, type FieldPathByValue, type FieldValues } from 'react-hook-form';
import { Select } from '../../../../components/ui/select';
import { type Option, useMasterData, useRegions } from '../../api/master-data';

export interface MasterDataSelectProps
  extends Omit<SelectProps, 'data' | 'value' | 'onChange' | 'error' | 'rightSection'> {
  /** The list's query (useMasterData / useRegions). */
  query: Pick<UseQueryResult<Option[]>, 'data' | 'isFetching' | 'isError' | 'refetch' | 'fetchStatus'>;
  value: string | null | undefined;
  onChange: (value: string | null) => void;
  /** The form's error for the field. */
  error?: string;
  /** Shown (and the select disabled) while the list cannot load yet, e.g. "Pilih Provinsi terlebih dahulu". */
  waitingFor?: string;
}

/**
 * A searchable Mantine Select over a master-data list, with its loading, failure (with a retry)
 * and empty states. A saved value the list does not (yet) hold is kept, not cleared.
 */
export function MasterDataSelect({
  query,
  value,
  onChange,
  error,
  waitingFor,
  disabled,
  ...props
}: MasterDataSelectProps) {
  const options = query.data ?? [];
  const idle = query.fetchStatus === 'idle' && !query.data;
  const loading = query.isFetching && !query.data;
  const failed = query.isError && !query.data;
  const description = failed
    ? undefined
    : !loading && query.data && options.length === 0
      ? MSG.selectNoOptions
      : props.description;
  return (
    <Select
      searchable
      clearable={false}
      allowDeselect={false}
      nothingFoundMessage={MSG.selectNothingFound}
      comboboxProps={{ withinPortal: true }}
      maxDropdownHeight={280}
      {...props}
      description={description}
      placeholder={idle && waitingFor ? waitingFor : (props.placeholder ?? MSG.selectPlaceholder)}
      data={options.map((o) => ({ value: o.value, label: o.label }))}
      value={value || null}
      onChange={(v) => onChange(v)}
      disabled={
        disabled ||
        loading ||
        (idle && Boolean(waitingFor)) ||
        (!loading && options.length === 0 && !failed && Boolean(query.data))
      }
      rightSection={loading ? <Loader size="xs" aria-label={MSG.loading} /> : undefined}
      error={
        failed ? (
          <>
            {MSG.selectLoadFailed}{' '}
            <button
              type="button"
              onClick={() => void query.refetch()}
              style={{ all: 'unset', cursor: 'pointer', textDecoration: 'underline' }}
            >
              {MSG.buttonRetry}
            </button>
          </>
        ) : (
          error
        )
      }
    />
  );
}

/**
 * Where a select's list comes from: a master-data type in its scope (useMasterData), or a region
 * level below its parent (useRegions).
 */
export type MasterDataList =
  | { type: MasterDataBankType | MasterDataPlatformType | 'province'; scopeId: string | null | undefined }
  | { level: RegionType; parentId: string | null | undefined; platformId?: string | null };

type ListSelectProps<L> = Omit<MasterDataSelectProps, 'query'> & { source: L };

/**
 * A MasterDataSelect that reads its own list. The field subscribes to its query itself, so that a
 * list arriving re-renders this field only, not the whole step form around it (decision 0178).
 */
export function MasterDataListSelect({ source, ...props }: ListSelectProps<MasterDataList>) {
  return 'level' in source ? (
    <RegionListSelect source={source} {...props} />
  ) : (
    <TypeListSelect source={source} {...props} />
  );
}

function TypeListSelect({ source, ...props }: ListSelectProps<Extract<MasterDataList, { type: unknown }>>) {
  return <MasterDataSelect query={useMasterData(source.type, source.scopeId)} {...props} />;
}

function RegionListSelect({
  source,
  ...props
}: ListSelectProps<Extract<MasterDataList, { level: unknown }>>) {
  return <MasterDataSelect query={useRegions(source.level, source.parentId, source.platformId)} {...props} />;
}

/** One required master-data select of a form: its field, label and list. */
export type MasterDataField<F extends FieldValues> = readonly [
  name: FieldPathByValue<F, string>,
  label: string,
  source: MasterDataList,
];

/** A form's required master-data selects, one a field; clearing one leaves its value ''. */
export function MasterDataSelectFields<F extends FieldValues, C, T>({
  control,
  fields,
}: {
  control: Control<F, C, T>;
  fields: readonly MasterDataField<F>[];
}) {
  return fields.map(([name, label, source]) => (
    <Controller
      key={name}
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <MasterDataListSelect
          label={label}
          withAsterisk
          source={source}
          value={field.value as string}
          onChange={(v) => field.onChange(v ?? '')}
          onBlur={field.onBlur}
          error={fieldState.error?.message}
        />
      )}
    />
  ));
}
