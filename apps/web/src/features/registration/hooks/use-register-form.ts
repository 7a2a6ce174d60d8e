import type { RegisterForm } from '@kilau/shared';
import { type ChangeEvent, type FormEvent, useRef, useState } from 'react';

export type RegisterField = keyof RegisterForm;
type Errors = Partial<Record<RegisterField, string>>;
export const EMPTY_REGISTRATION: RegisterForm = {
  fullname: '',
  email: '',
  username: '',
  phonenumber: '',
  password: '',
  confirm_password: '',
};
const FIELDS = Object.keys(EMPTY_REGISTRATION) as RegisterField[];

// zod and the form's schema arrive after the first paint (decisions 0051, 0107).
const loadSchema = () => import('../lib/register-schema');

/** The shared schema's verdict: the parsed values, or the first message of each field. */
async function validate(values: RegisterForm): Promise<{ data: RegisterForm } | { errors: Errors }> {
  const parsed = (await loadSchema()).registerFormSchema.safeParse(values);
  if (parsed.success) return { data: parsed.data };
  const errors: Errors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as RegisterField;
    errors[field] ??= issue.message;
  }
  return { errors };
}

/**
 * The registration form's state without a form library (react-hook-form is about 14 kB gzip of the
 * entry page, decision 0107), with the rules the form had: a field is checked when it is left, and
 * at every change after that or after a submission; a submission checks every field, focuses the
 * first wrong one, and hands the schema's parsed values on. `setError` shows a message of the
 * server's (or of the uniqueness check) until the field is checked again.
 */
export function useRegisterForm() {
  const [values, setValues] = useState<RegisterForm>(EMPTY_REGISTRATION);
  const [errors, setErrors] = useState<Errors>({});
  const latest = useRef(values);
  const touched = useRef(new Set<RegisterField>());
  const submitted = useRef(false);
  const inputs = useRef<Partial<Record<RegisterField, HTMLInputElement | null>>>({});

  const setError = (name: RegisterField, message: string | undefined) =>
    setErrors((prev) => (prev[name] === message ? prev : { ...prev, [name]: message }));

  /** Checks one field against the schema; whether it passes. */
  const check = async (name: RegisterField) => {
    const verdict = await validate(latest.current);
    const message = 'errors' in verdict ? verdict.errors[name] : undefined;
    setError(name, message);
    return message === undefined;
  };

  const field = (name: RegisterField) => ({
    name,
    value: values[name],
    error: errors[name],
    ref: (el: HTMLInputElement | null) => {
      inputs.current[name] = el;
    },
    onChange: (e: ChangeEvent<HTMLInputElement>) => {
      latest.current = { ...latest.current, [name]: e.currentTarget.value };
      setValues(latest.current);
      if (touched.current.has(name) || submitted.current) void check(name);
    },
    onBlur: async () => {
      touched.current.add(name);
      await check(name);
    },
  });

  const handleSubmit = (onValid: (values: RegisterForm) => unknown) => async (e: FormEvent) => {
    e.preventDefault();
    submitted.current = true;
    const verdict = await validate(latest.current);
    if ('errors' in verdict) {
      setErrors(verdict.errors);
      const first = FIELDS.find((f) => verdict.errors[f]);
      if (first) inputs.current[first]?.focus();
      return;
    }
    setErrors({});
    await onValid(verdict.data);
  };

  const reset = () => {
    latest.current = EMPTY_REGISTRATION;
    setValues(EMPTY_REGISTRATION);
    setErrors({});
    touched.current.clear();
    submitted.current = false;
  };

  const getValue = (name: RegisterField) => latest.current[name];

  return { field, handleSubmit, reset, setError, check, getValue };
}

export type RegisterFormState = ReturnType<typeof useRegisterForm>;
