import { MSG } from '@kilau/shared';
import { TextInput, type TextInputProps } from '@mantine/core';
import { type ChangeEvent, type Ref, useLayoutEffect, useRef } from 'react';

/** The longest rupiah amount the API takes (15 digits, docs/product/onboarding.md § Limits). */
export const RUPIAH_MAX_DIGITS = 15;

const GROUPING = new Intl.NumberFormat('id-ID', { maximumFractionDigits: 0 });

/** "1500000" → "1.500.000" (id-ID grouping); anything but digits is ignored, leading zeros dropped. */
export function formatRupiahDigits(value: string): string {
  const digits = value.replace(/\D/g, '').replace(/^0+(?=\d)/, '');
  if (!digits) return '';
  return GROUPING.format(BigInt(digits));
}

/** What the user typed as the digit string the API takes: "1.500.000" → "1500000". */
export function parseRupiahDigits(value: string): string {
  return value
    .replace(/\D/g, '')
    .replace(/^0+(?=\d)/, '')
    .slice(0, RUPIAH_MAX_DIGITS);
}

export interface RupiahInputProps
  extends Omit<TextInputProps, 'value' | 'onChange' | 'leftSection' | 'inputMode' | 'type'> {
  /** The amount as a digit string ('' when empty). */
  value: string | null | undefined;
  onChange: (digits: string) => void;
  ref?: Ref<HTMLInputElement>;
}

/**
 * A rupiah amount typed with the Indonesian thousands dots ("Rp 1.500.000") while the form keeps
 * the digit string the API takes. The caret stays after the same digit when dots come and go.
 */
export function RupiahInput({ value, onChange, ref, ...props }: RupiahInputProps) {
  const inner = useRef<HTMLInputElement | null>(null);
  // Digits before the caret after the last edit; restored once the formatted value is rendered.
  const caretDigits = useRef<number | null>(null);
  const shown = formatRupiahDigits(value ?? '');

  useLayoutEffect(() => {
    const input = inner.current;
    const wanted = caretDigits.current;
    if (!input || wanted === null || document.activeElement !== input) return;
    caretDigits.current = null;
    let pos = 0;
    let seen = 0;
    while (pos < shown.length && seen < wanted) {
      if (/\d/.test(shown[pos] ?? '')) seen++;
      pos++;
    }
    input.setSelectionRange(pos, pos);
  }, [shown]);

  const change = (e: ChangeEvent<HTMLInputElement>) => {
    const typed = e.target.value;
    const caret = e.target.selectionStart ?? typed.length;
    caretDigits.current = typed.slice(0, caret).replace(/\D/g, '').length;
    onChange(parseRupiahDigits(typed));
  };

  return (
    <TextInput
      {...props}
      ref={(el) => {
        inner.current = el;
        if (typeof ref === 'function') ref(el);
        else if (ref) ref.current = el;
      }}
      type="text"
      inputMode="numeric"
      autoComplete="off"
      leftSection={MSG.rupiahPrefix}
      leftSectionWidth={40}
      value={shown}
      onChange={change}
    />
  );
}
