import { NOT_ADDRESS_CHARS } from '@kilau/shared';
import { type ChangeEvent, useState } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

/** What each field may hold (docs/product/onboarding.md § Rules); the address's rule is the shared schema's (decision 0125). */
export const NOT_DIGITS = /\D/g;
export const NOT_LETTERS = /[^A-Za-z ]/g;
export const NOT_ADDRESS = NOT_ADDRESS_CHARS;
export const NOT_ALPHANUMERIC = /[^A-Za-z0-9]/g;

/**
 * The value without the characters `pattern` matches, then cut at `max`. Stripping comes first: a
 * pasted '3171-0121-0793-0005' keeps all sixteen digits.
 */
export function stripInput(value: string, pattern: RegExp, max?: number): string {
  const clean = value.replace(pattern, '');
  return max === undefined ? clean : clean.slice(0, max);
}

/**
 * A registered field whose value is filtered while typing (and cut at `max`), for numbers and
 * codes whose separators carry no meaning. The input must not carry a `maxLength` of `max`: the
 * browser would cut a pasted value before its separators are removed.
 */
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

/** The distinct characters of `value` that `notAllowed` matches, in the order they appear. */
export function refusedChars(value: string, notAllowed: RegExp): string[] {
  return [...new Set(value.match(notAllowed) ?? [])];
}

/**
 * Names and addresses keep what the customer typed: a character the field does not allow is named
 * in a message under the field instead of vanishing (the schema still refuses it on submit).
 */
export function useRefusedChars<T extends UseFormRegisterReturn>(reg: T, notAllowed: RegExp) {
  const [refused, setRefused] = useState<string[]>([]);
  const registration: T = {
    ...reg,
    onChange: (e: ChangeEvent<HTMLInputElement>) => {
      const next = refusedChars(e.currentTarget.value, notAllowed);
      setRefused((prev) => (prev.join('') === next.join('') ? prev : next));
      return reg.onChange(e);
    },
  };
  return { registration, refused };
}
