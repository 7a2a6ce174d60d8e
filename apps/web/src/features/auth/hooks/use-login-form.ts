import type { LoginForm } from '@kilau/shared';
import { useLazyForm } from '../../../lib/use-lazy-form';

/** In the order a submission looks for the first wrong field. */
const EMPTY_LOGIN: LoginForm = { identifier: '', password: '' };

// zod and the form's schema arrive after the first paint (decision 0175).
const loadSchemas = () => import('../api/login-schemas');

/** Starts the schema's download (after the first paint). */
export function preloadLoginSchemas() {
  void loadSchemas().catch(() => {});
}

/**
 * The login form's state on `lib/use-lazy-form.ts` (react-hook-form puts /login over its budget,
 * decision 0175): a field is checked when it is left, and at every change after that or after a
 * submission; a submission checks both fields, focuses the first wrong one, and hands the schema's
 * parsed values on.
 */
export function useLoginForm(onValid: (values: LoginForm) => unknown) {
  const form = useLazyForm(EMPTY_LOGIN, () => loadSchemas().then((m) => m.loginFormSchema));
  return { field: form.field, onSubmit: form.handleSubmit(onValid), values: form.values };
}
