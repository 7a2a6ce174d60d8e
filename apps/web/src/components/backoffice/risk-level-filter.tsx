/**
 * The participant lists' filter by risk level (docs/product/risk-rating.md § Screens), for the
 * readers of the rating only: a NativeSelect like the platform filter.
 */
import { MSG, RISK_LEVEL_LABELS, RISK_LEVELS, type RiskLevel } from '@kilau/shared';
import { NativeSelect } from '@mantine/core';

const ALL = '';

export function RiskLevelFilter({
  value,
  onChange,
  compact = false,
}: {
  value: RiskLevel | null;
  onChange: (value: RiskLevel | null) => void;
  /** In the row of the list's switches (a wide screen): small, named for assistive technology only. */
  compact?: boolean;
}) {
  return (
    <NativeSelect
      {...(compact
        ? { 'aria-label': MSG.filterRiskLevel, size: 'xs', w: 190 }
        : { label: MSG.filterRiskLevel })}
      value={value ?? ALL}
      onChange={(e) => {
        const picked = e.currentTarget.value;
        onChange(RISK_LEVELS.find((l) => l === picked) ?? null);
      }}
      data={[
        { value: ALL, label: MSG.filterRiskAll },
        ...RISK_LEVELS.map((l) => ({ value: l, label: RISK_LEVEL_LABELS[l] })),
      ]}
    />
  );
}
