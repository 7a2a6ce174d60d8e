import type { LoginForm } from '@kilau/shared';
import { useLazyForm } from '../../../lib/use-lazy-form';

/** In the order a submission looks for the first wrong field. */
const EMPTY_LOGIN: LoginForm = { identifier: '', password: '' };

// zod and the form's schema arrive after the first paint (decisions 0051, 0107).
const loadSchemas = () => import('../api/login-schemas');

/** Starts the schema's download (after the first paint). */
export function preloadLoginSchemas() {
  void loadSchemas().catch(() => {});
}

/**
 * The login form's state without a form library (react-hook-form is about 14 kB gzip of the entry
 * page, decision 0107), with the rules the form had: a field is checked when it is left, and at
 * every change after that or after a submission; a submission checks both fields, focuses the
 * first wrong one, and hands the schema's parsed values on.
 */
export function useLoginForm(onValid: (values: LoginForm) => unknown) {
  const form = useLazyForm(EMPTY_LOGIN, () => loadSchemas().then((m) => m.loginFormSchema));
  return { field: form.field, onSubmit: form.handleSubmit(onValid), values: form.values };
}
