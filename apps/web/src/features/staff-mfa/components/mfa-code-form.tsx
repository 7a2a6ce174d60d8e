/**
 * The second factor asked for in one form, for the login's second step and the step-up dialog: the
 * six-digit authenticator code (numeric keyboard, one-time-code autofill), or a recovery code, and
 * 'Gunakan passkey' when the account has one. A refused code keeps what was typed, with
 * MSG.mfaCodeWrong; every other failure shows its Indonesian text and nothing is lost.
 */
import { type MfaCodeBody, MSG, mfaCodeBodySchema, SC } from '@kilau/shared';
import { Anchor, Button, Stack, TextInput } from '@mantine/core';
import { type FormEvent, type ReactNode, useState } from 'react';
import { FormAlert } from '../../../components/ui/form-alert';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { passkeyMessage } from '../lib/passkey';

/**
 * The text for a failed factor: the server's refusal in its own words (a wrong code and a refused
 * passkey share the status code but not the text), a passkey ceremony's own text, the rest.
 */
export function factorErrorMessage(err: unknown): string {
  if (err instanceof ApiError && err.is(SC.mfaCodeWrong)) {
    return err.messageId === MSG.mfaPasskeyFailed ? MSG.mfaPasskeyFailed : MSG.mfaCodeWrong;
  }
  return passkeyMessage(err, errorMessage);
}

export function MfaCodeForm({
  passkey,
  onCode,
  onPasskey,
  submitLabel = MSG.mfaVerifyButton,
  extraActions,
}: {
  /** Offer 'Gunakan passkey'. */
  passkey: boolean;
  /** Sends the code; throws on failure (the form shows why). */
  onCode: (body: MfaCodeBody) => Promise<void>;
  /** Runs the passkey ceremony and sends it; throws on failure. */
  onPasskey?: () => Promise<void>;
  submitLabel?: string;
  /** Buttons beside the submit (the step-up dialog's 'Batal'). */
  extraActions?: ReactNode;
}) {
  const [method, setMethod] = useState<'totp' | 'recovery'>('totp');
  const [code, setCode] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<'code' | 'passkey' | null>(null);

  async function run(kind: 'code' | 'passkey', action: () => Promise<void>) {
    if (busy) return;
    setBusy(kind);
    setError(null);
    try {
      await action();
    } catch (err) {
      setError(factorErrorMessage(err));
    } finally {
      setBusy(null);
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = mfaCodeBodySchema.safeParse({ method, code });
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message ?? MSG.invalidInput);
      return;
    }
    setFieldError(null);
    void run('code', () => onCode(parsed.data));
  }

  function switchMethod() {
    setMethod((m) => (m === 'totp' ? 'recovery' : 'totp'));
    setCode('');
    setFieldError(null);
    setError(null);
  }

  const totp = method === 'totp';
  return (
    <Stack gap="md">
      <form noValidate onSubmit={submit} aria-busy={busy !== null}>
        <Stack gap="md">
          {error && <FormAlert>{error}</FormAlert>}
          <TextInput
            key={method}
            label={totp ? MSG.mfaCodeLabel : MSG.mfaRecoveryLabel}
            value={code}
            onChange={(e) => setCode(e.currentTarget.value)}
            error={fieldError}
            withAsterisk
            data-autofocus
            autoFocus
            inputMode={totp ? 'numeric' : 'text'}
            autoComplete={totp ? 'one-time-code' : 'off'}
            autoCapitalize="none"
            spellCheck={false}
            maxLength={totp ? 7 : 12}
            placeholder={totp ? '123456' : 'xxxxx-xxxxx'}
            styles={{ input: { letterSpacing: '0.15em', fontVariantNumeric: 'tabular-nums' } }}
          />
          <Button type="submit" size="md" fullWidth loading={busy === 'code'} disabled={busy === 'passkey'}>
            {submitLabel}
          </Button>
          {extraActions}
        </Stack>
      </form>
      {passkey && onPasskey && (
        <Button
          variant="default"
          size="md"
          fullWidth
          loading={busy === 'passkey'}
          disabled={busy === 'code'}
          onClick={() => void run('passkey', onPasskey)}
        >
          {MSG.mfaUsePasskey}
        </Button>
      )}
      <Anchor
        component="button"
        type="button"
        size="sm"
        onClick={switchMethod}
        style={{ alignSelf: 'center' }}
      >
        {totp ? MSG.mfaUseRecovery : MSG.mfaUseTotp}
      </Anchor>
    </Stack>
  );
}
