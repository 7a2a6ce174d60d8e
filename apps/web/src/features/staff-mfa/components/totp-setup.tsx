/**
 * Setting up the authenticator app (the forced enrolment and 'Keamanan akun'): the QR code to
 * scan, the secret in groups of four for typing by hand, and the first code that turns it on. A
 * refused code stays in the field with MSG.mfaCodeWrong.
 */
import { MSG, type TotpSetupReply, totpConfirmBodySchema } from '@kilau/shared';
import { Button, Stack, Text, TextInput } from '@mantine/core';
import { type FormEvent, type ReactNode, useState } from 'react';
import { FormAlert } from '../../../components/ui/form-alert';
import { factorErrorMessage } from './mfa-code-form';

/** "JBSW Y3DP EHPK 3PXP": the secret in groups of four, for typing into an app by hand. */
export function groupSecret(secret: string): string {
  return (secret.match(/.{1,4}/g) ?? []).join(' ');
}

export function TotpSetup({
  setup,
  onConfirm,
  extraActions,
}: {
  setup: TotpSetupReply;
  /** Sends the first code; throws on failure (the form shows why). */
  onConfirm: (code: string) => Promise<void>;
  extraActions?: ReactNode;
}) {
  const [code, setCode] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const parsed = totpConfirmBodySchema.safeParse({ code });
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message ?? MSG.invalidInput);
      return;
    }
    setFieldError(null);
    setError(null);
    setBusy(true);
    try {
      await onConfirm(parsed.data.code);
    } catch (err) {
      setError(factorErrorMessage(err));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form noValidate onSubmit={(e) => void submit(e)} aria-busy={busy}>
      <Stack gap="md">
        <Text size="sm">{MSG.mfaEnrolScan}</Text>
        {/* A plain img: the login's page has no stylesheet for Mantine's Image (decision 0101). */}
        <img
          src={setup.qr_data_url}
          alt={MSG.mfaEnrolQrAlt}
          width={200}
          height={200}
          style={{ display: 'block', margin: '0 auto', imageRendering: 'pixelated' }}
        />
        <div>
          <Text size="sm" c="dimmed">
            {MSG.mfaEnrolSecretLabel}
          </Text>
          <Text ff="monospace" fw={600} fz="lg" data-testid="totp-secret" style={{ wordBreak: 'break-word' }}>
            {groupSecret(setup.secret)}
          </Text>
        </div>
        {error && <FormAlert>{error}</FormAlert>}
        <TextInput
          label={MSG.mfaCodeLabel}
          value={code}
          onChange={(e) => setCode(e.currentTarget.value)}
          error={fieldError}
          withAsterisk
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={7}
          placeholder="123456"
        />
        <Button type="submit" size="md" fullWidth loading={busy}>
          {MSG.mfaEnrolConfirm}
        </Button>
        {extraActions}
      </Stack>
    </form>
  );
}
