import { MSG } from '@kilau/shared';
import {
  Anchor,
  Button,
  PasswordInput,
  type PasswordInputProps,
  Text,
  TextInput,
  type TextInputProps,
} from '@mantine/core';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { Link } from 'react-router';

/** The required e-mail field of the public forms. */
export function EmailField(props: TextInputProps & ComponentPropsWithRef<'input'>) {
  return (
    <TextInput
      label={MSG.emailLabel}
      type="email"
      inputMode="email"
      autoComplete="email"
      withAsterisk
      {...props}
    />
  );
}

/** A required password field of the public forms, its show/hide toggle labelled. */
export function PasswordField(props: PasswordInputProps & ComponentPropsWithRef<'input'>) {
  return (
    <PasswordInput withAsterisk visibilityToggleButtonProps={{ 'aria-label': MSG.showPassword }} {...props} />
  );
}

/** The full-width main button of a public form. */
export function SubmitButton({
  loading,
  ready = true,
  children,
}: {
  loading: boolean;
  /**
   * False in markup rendered by the build, before its scripts run: the button then cannot send the
   * form, because the browser would send it itself, a GET with the password in the URL (decision
   * 0110). Without a submit button, a form of two or more text fields is not sent by Enter either.
   */
  ready?: boolean;
  children: ReactNode;
}) {
  return (
    <Button
      type={ready ? 'submit' : 'button'}
      aria-disabled={ready ? undefined : true}
      size="md"
      fullWidth
      loading={loading}
    >
      {children}
    </Button>
  );
}

/** The line under a public form that points to the other way in ("No account yet? Register"). */
export function PromptLink({ prompt, to, label }: { prompt: string; to: string; label: string }) {
  return (
    <Text ta="center" size="sm">
      {prompt}{' '}
      <Anchor component={Link} to={to} fw={600}>
        {label}
      </Anchor>
    </Text>
  );
}
