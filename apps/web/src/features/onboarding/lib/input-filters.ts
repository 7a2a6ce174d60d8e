import type { ChangeEvent } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

/** What each field may hold (spec 001 §5): the rest is removed as it is typed. */
export const NOT_DIGITS = /\D/g;
export const NOT_LETTERS = /[^A-Za-z ]/g;
export const NOT_ADDRESS = /[^A-Za-z0-9 .-]/g;
export const NOT_ALPHANUMERIC = /[^A-Za-z0-9]/g;

export function stripInput(value: string, pattern: RegExp, max?: number): string {
  const clean = value.replace(pattern, '');
  return max === undefined ? clean : clean.slice(0, max);
}

/** A registered field whose value is filtered while typing (and cut at `max`). */
export function filtered<T extends UseFormRegisterReturn>(reg: T, pattern: RegExp, max?: number): T {
  return {
    ...reg,
    onChange: (e: ChangeEvent<HTMLInputElement>) => {
      const clean = stripInput(e.currentTarget.value, pattern, max);
      if (clean !== e.currentTarget.value) e.currentTarget.value = clean;
      return reg.onChange(e);
    },
  };
}
