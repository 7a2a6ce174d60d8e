import type { LoginForm } from '@kilau/shared';
import { type ChangeEvent, type FormEvent, useRef, useState } from 'react';

type Field = keyof LoginForm;
type Errors = Partial<Record<Field, string>>;
const FIELDS: readonly Field[] = ['identifier', 'password'];

// zod and the form's schema arrive after the first paint (decisions 0051, 0107).
const loadSchemas = () => import('../api/login-schemas');

/** Starts the schema's download (after the first paint). */
export function preloadLoginSchemas() {
  void loadSchemas().catch(() => {});
}

/** The shared schema's verdict: the parsed values, or the first message of each field. */
async function validate(values: LoginForm): Promise<{ data: LoginForm } | { errors: Errors }> {
  const parsed = (await loadSchemas()).loginFormSchema.safeParse(values);
  if (parsed.success) return { data: parsed.data };
  const errors: Errors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as Field;
    errors[field] ??= issue.message;
  }
  return { errors };
}

/**
 * The login form's state without a form library (react-hook-form is about 14 kB gzip of the entry
 * page, decision 0107), with the rules the form had: a field is checked when it is left, and at
 * every change after that or after a submission; a submission checks both fields, focuses the
 * first wrong one, and hands the schema's parsed values on.
 */
export function useLoginForm(onValid: (values: LoginForm) => unknown) {
  const [values, setValues] = useState<LoginForm>({ identifier: '', password: '' });
  const [errors, setErrors] = useState<Errors>({});
  const latest = useRef(values);
  const touched = useRef(new Set<Field>());
  const submitted = useRef(false);
  const inputs = useRef<Partial<Record<Field, HTMLInputElement | null>>>({});

  const check = async (field: Field) => {
    const verdict = await validate(latest.current);
    const message = 'errors' in verdict ? verdict.errors[field] : undefined;
    setErrors((prev) => (prev[field] === message ? prev : { ...prev, [field]: message }));
  };

  const field = (name: Field) => ({
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
    onBlur: () => {
      touched.current.add(name);
      void check(name);
    },
  });

  const onSubmit = async (e: FormEvent) => {
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

  return { field, onSubmit, values };
}
