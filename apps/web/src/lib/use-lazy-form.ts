import { type ChangeEvent, type FormEvent, useRef, useState } from 'react';

/** What the form needs of a schema: zod's safeParse, named structurally so zod stays off this module. */
export interface LazyFormSchema<T> {
  safeParse(
    values: T,
  ):
    | { success: true; data: T }
    | { success: false; error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } };
}

type Errors<T> = Partial<Record<keyof T, string>>;

/**
 * A form of text fields without a form library, for the login: react-hook-form (13.5 kB gzip) puts
 * /login over its budget, at 153 of 150 kB (decision 0175). Its schema is loaded after the first
 * paint. The rules of react-hook-form's 'onTouched', which the other forms use: a field is checked
 * when it is left, and at every change after that or after a submission; a submission checks every
 * field, focuses the first wrong one (in the order of `empty`'s keys) and hands the schema's parsed
 * values on. `setError` shows a message of the server's until the field is checked again.
 */
export function useLazyForm<T extends { [K in keyof T]: string }>(
  empty: T,
  loadSchema: () => Promise<LazyFormSchema<NoInfer<T>>>,
) {
  type Field = keyof T & string;
  const fields = Object.keys(empty) as Field[];
  const [values, setValues] = useState<T>(empty);
  const [errors, setErrors] = useState<Errors<T>>({});
  const latest = useRef(values);
  const touched = useRef(new Set<Field>());
  const submitted = useRef(false);
  const inputs = useRef<Partial<Record<Field, HTMLInputElement | null>>>({});

  /** The schema's verdict: the parsed values, or the first message of each field. */
  const validate = async (current: T): Promise<{ data: T } | { errors: Errors<T> }> => {
    const parsed = (await loadSchema()).safeParse(current);
    if (parsed.success) return { data: parsed.data };
    const found: Errors<T> = {};
    for (const issue of parsed.error.issues) found[issue.path[0] as Field] ??= issue.message;
    return { errors: found };
  };

  const setError = (name: Field, message: string | undefined) =>
    setErrors((prev) => (prev[name] === message ? prev : { ...prev, [name]: message }));

  /** Checks one field against the schema; whether it passes. */
  const check = async (name: Field) => {
    const verdict = await validate(latest.current);
    const message = 'errors' in verdict ? verdict.errors[name] : undefined;
    setError(name, message);
    return message === undefined;
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
    onBlur: async () => {
      touched.current.add(name);
      await check(name);
    },
  });

  const handleSubmit = (onValid: (values: T) => unknown) => async (e: FormEvent) => {
    e.preventDefault();
    submitted.current = true;
    const verdict = await validate(latest.current);
    if ('errors' in verdict) {
      setErrors(verdict.errors);
      const first = fields.find((f) => verdict.errors[f]);
      if (first) inputs.current[first]?.focus();
      return;
    }
    setErrors({});
    await onValid(verdict.data);
  };

  const reset = () => {
    latest.current = empty;
    setValues(empty);
    setErrors({});
    touched.current.clear();
    submitted.current = false;
  };

  const getValue = (name: Field) => latest.current[name];

  return { field, handleSubmit, reset, setError, check, getValue, values };
}
