/**
 * A group of radio buttons whose code (Mantine's Radio, about 2.6 kB gzip) is fetched right after a
 * form's first paint: two onboarding steps were over their first-paint budget by less than that
 * (decision 0051). Until it has arrived the group is drawn with native radios, disabled, with the
 * same legend, option labels, checked option and message, so the layout does not move and a screen
 * reader announces each option by its label as unavailable (like the select's and the date's
 * stand-ins).
 */
import { Input } from '@mantine/core';
import { lazy, Suspense } from 'react';

export interface RadioOption {
  value: string;
  label: string;
}

export interface RadioGroupProps {
  label: string;
  options: readonly RadioOption[];
  value: string;
  onChange: (value: string) => void;
  error?: string;
  withAsterisk?: boolean;
  /** 'row' lays the options side by side (two short choices), 'column' one under another. */
  layout?: 'row' | 'column';
}

const LoadedRadioGroup = lazy(() => import('./radio-group-core'));

export function RadioGroup(props: RadioGroupProps) {
  return (
    <Suspense fallback={<RadioGroupPlaceholder {...props} />}>
      <LoadedRadioGroup {...props} />
    </Suspense>
  );
}

/** The group as drawn before its code has arrived; also a lazy section's stand-in that contains one. */
export function RadioGroupPlaceholder({
  label,
  options,
  value,
  error,
  withAsterisk,
  layout,
}: RadioGroupProps) {
  return (
    <Input.Wrapper label={label} error={error} withAsterisk={withAsterisk} labelElement="div">
      <div
        role="radiogroup"
        aria-label={label}
        style={{
          display: 'flex',
          flexDirection: layout === 'row' ? 'row' : 'column',
          gap: layout === 'row' ? 'var(--mantine-spacing-lg)' : 8,
          marginTop: layout === 'row' ? 8 : 6,
        }}
      >
        {options.map((o) => (
          <label key={o.value} style={{ display: 'flex', alignItems: 'center', gap: 12, minHeight: 20 }}>
            <input type="radio" value={o.value} checked={o.value === value} disabled readOnly />
            <span>{o.label}</span>
          </label>
        ))}
      </div>
    </Input.Wrapper>
  );
}
