import { Alert } from '@mantine/core';
import type { ReactNode } from 'react';

/** What a form's submit came back with: a failure (announced at once) or, with `ok`, a success. */
export function FormAlert({ ok = false, children }: { ok?: boolean; children: ReactNode }) {
  if (!children) return null;
  return (
    <Alert color={ok ? 'teal' : 'red'} variant="light" role={ok ? 'status' : 'alert'}>
      {children}
    </Alert>
  );
}
