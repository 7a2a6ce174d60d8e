/**
 * A single checkbox whose code (Mantine's Checkbox with its indicator, group and card: about 3 kB
 * gzip) is fetched right after a form's first paint: the attachments page was over its first-paint
 * budget (decision 0052). Until it has arrived the box is a native checkbox, disabled, with the same
 * label, checked state and message, so the layout does not move and a screen reader announces it by
 * its label as unavailable (like the radio group's stand-in).
 */
import { Input } from '@mantine/core';
import { type ChangeEvent, type FocusEvent, lazy, type Ref, Suspense } from 'react';

export interface CheckboxFieldProps {
  label: string;
  checked: boolean;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  ref?: Ref<HTMLInputElement>;
  error?: string;
  styles?: { label?: { lineHeight?: number } };
}

const LoadedCheckbox = lazy(() => import('./checkbox-core'));

export function CheckboxField(props: CheckboxFieldProps) {
  return (
    <Suspense fallback={<CheckboxPlaceholder {...props} />}>
      <LoadedCheckbox {...props} />
    </Suspense>
  );
}

function CheckboxPlaceholder({ label, checked, error, styles }: CheckboxFieldProps) {
  return (
    <div>
      <label
        style={{ display: 'flex', alignItems: 'flex-start', gap: 12, lineHeight: styles?.label?.lineHeight }}
      >
        <input
          type="checkbox"
          checked={checked}
          disabled
          readOnly
          style={{ width: 20, height: 20, margin: 0 }}
        />
        <span style={{ fontSize: 'var(--mantine-font-size-sm)' }}>{label}</span>
      </label>
      {error ? <Input.Error mt={5}>{error}</Input.Error> : null}
    </div>
  );
}
