/**
 * The staff login's second step, after the password (decision 0109), shown only when the server asks
 * for it: 'mfa_required' asks for a factor (the code, a recovery code, a passkey);
 * 'mfa_enrolment_required' makes the account enrol its first factor and keep its recovery codes.
 * Everything is sent with the challenge's `mfa_token`, never the password again; when the token has
 * ended the page goes back to the password with MSG.mfaTokenEnded.
 */
import {
  fillTemplate,
  MSG,
  PASSKEY_NAME_MAX,
  SC,
  type StaffEnrolledLoginReply,
  type StaffLoginReply,
  type StaffMfaChallengeReply,
  type TotpSetupReply,
} from '@kilau/shared';
import { Anchor, Button, Loader, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { FormAlert } from '../../../components/ui/form-alert';
import { PageHeading } from '../../../components/ui/page-heading';
import { ApiError } from '../../../lib/api-client';
import {
  confirmEnrolTotp,
  enrolPasskeyOptions,
  enrolPasskeyVerify,
  enrolTotp,
  mfaPasskeyOptions,
  mfaPasskeyVerify,
  verifyMfaLogin,
} from '../api/login-factor';
import { passkeyCreate, passkeySign } from '../lib/passkey';
import { factorErrorMessage, MfaCodeForm } from './mfa-code-form';
import { RecoveryCodes } from './recovery-codes';
import { TotpSetup } from './totp-setup';

export interface SecondStepProps {
  challenge: StaffMfaChallengeReply;
  /** The login is complete: store the session and go where the login goes. */
  onSession: (reply: StaffLoginReply) => void;
  /** The token has ended (expired, used, too many codes): back to the password. */
  onEnded: () => void;
  /** 'Kembali ke halaman masuk'. */
  onBack: () => void;
}

/** Runs a call made with the token; an ended token goes back to the password instead of failing here. */
async function withToken<T>(props: SecondStepProps, call: () => Promise<T>): Promise<T | undefined> {
  try {
    return await call();
  } catch (err) {
    if (err instanceof ApiError && err.is(SC.mfaTokenEnded)) {
      props.onEnded();
      return undefined;
    }
    throw err;
  }
}

export default function StaffSecondStep(props: SecondStepProps) {
  return props.challenge.status === 'mfa_enrolment_required' ? (
    <Enrolment {...props} />
  ) : (
    <FactorStep {...props} />
  );
}

function SignedInAs({ challenge }: { challenge: StaffMfaChallengeReply }) {
  return (
    <Text size="sm" c="dimmed">
      {fillTemplate(MSG.mfaSignedInAs, { name: `${challenge.fullname} (${challenge.username})` })}
    </Text>
  );
}

function BackLink({ onBack }: { onBack: () => void }) {
  return (
    <Anchor component="button" type="button" size="sm" onClick={onBack} style={{ alignSelf: 'center' }}>
      {MSG.mfaBackToLogin}
    </Anchor>
  );
}

function FactorStep(props: SecondStepProps) {
  const { challenge } = props;
  const token = challenge.mfa_token;
  return (
    <Stack gap="md">
      <PageHeading title={MSG.mfaTitle} subtitle={MSG.mfaIntro} />
      <SignedInAs challenge={challenge} />
      <MfaCodeForm
        passkey={challenge.methods.includes('passkey')}
        onCode={async (body) => {
          const reply = await withToken(props, () => verifyMfaLogin({ mfa_token: token, ...body }));
          if (reply) props.onSession(reply);
        }}
        onPasskey={async () => {
          const reply = await withToken(props, async () => {
            const { options } = await mfaPasskeyOptions(token);
            const response = await passkeySign(options);
            return mfaPasskeyVerify({ mfa_token: token, response });
          });
          if (reply) props.onSession(reply);
        }}
      />
      <BackLink onBack={props.onBack} />
    </Stack>
  );
}

type EnrolStage = { at: 'choose' } | { at: 'totp' } | { at: 'codes'; reply: StaffEnrolledLoginReply };

function Enrolment(props: SecondStepProps) {
  const { challenge } = props;
  const [stage, setStage] = useState<EnrolStage>({ at: 'choose' });
  const enrolled = (reply: StaffEnrolledLoginReply | undefined) => {
    if (reply) setStage({ at: 'codes', reply });
  };

  if (stage.at === 'codes') {
    const { recovery_codes, ...session } = stage.reply;
    return (
      <RecoveryCodes
        codes={recovery_codes}
        username={challenge.username}
        onDone={() => props.onSession(session)}
      />
    );
  }
  return (
    <Stack gap="md">
      <PageHeading title={MSG.mfaEnrolTitle} subtitle={MSG.mfaEnrolIntro} />
      <SignedInAs challenge={challenge} />
      {stage.at === 'choose' ? (
        <EnrolChoice {...props} onTotp={() => setStage({ at: 'totp' })} onEnrolled={enrolled} />
      ) : (
        <TotpEnrolment {...props} onEnrolled={enrolled} onOther={() => setStage({ at: 'choose' })} />
      )}
      <BackLink onBack={props.onBack} />
    </Stack>
  );
}

function EnrolChoice(
  props: SecondStepProps & {
    onTotp: () => void;
    onEnrolled: (reply: StaffEnrolledLoginReply | undefined) => void;
  },
) {
  const token = props.challenge.mfa_token;
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const passkey = props.challenge.methods.includes('passkey');

  async function enrolPasskey() {
    setBusy(true);
    setError(null);
    try {
      const reply = await withToken(props, async () => {
        const { options } = await enrolPasskeyOptions(token);
        const response = await passkeyCreate(options);
        return enrolPasskeyVerify({ mfa_token: token, response, name: name.trim() || undefined });
      });
      props.onEnrolled(reply);
    } catch (err) {
      setError(factorErrorMessage(err));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Stack gap="md">
      {error && <FormAlert>{error}</FormAlert>}
      {passkey && (
        <Paper withBorder p="md" radius="md">
          <Stack gap="sm">
            <TextInput
              label={MSG.mfaPasskeyNameLabel}
              value={name}
              maxLength={PASSKEY_NAME_MAX}
              onChange={(e) => setName(e.currentTarget.value)}
            />
            <Button size="md" fullWidth loading={busy} onClick={() => void enrolPasskey()}>
              {MSG.mfaEnrolPasskey}
            </Button>
          </Stack>
        </Paper>
      )}
      <Button
        size="md"
        fullWidth
        variant={passkey ? 'default' : 'filled'}
        disabled={busy}
        onClick={props.onTotp}
      >
        {MSG.mfaEnrolTotp}
      </Button>
    </Stack>
  );
}

function TotpEnrolment(
  props: SecondStepProps & {
    onEnrolled: (reply: StaffEnrolledLoginReply | undefined) => void;
    onOther: () => void;
  },
) {
  const token = props.challenge.mfa_token;
  const [setup, setSetup] = useState<TotpSetupReply | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: asked once per attempt; `props` changes every render
  useEffect(() => {
    let live = true;
    setLoadError(null);
    withToken(props, () => enrolTotp(token))
      .then((reply) => live && reply && setSetup(reply))
      .catch((err: unknown) => live && setLoadError(factorErrorMessage(err)));
    return () => {
      live = false;
    };
  }, [token, attempt]);

  if (loadError) {
    return (
      <Stack gap="md">
        <FormAlert>{loadError}</FormAlert>
        <Button variant="default" onClick={() => setAttempt((n) => n + 1)}>
          {MSG.buttonRetry}
        </Button>
      </Stack>
    );
  }
  if (!setup) return <Loader mx="auto" aria-label={MSG.loading} />;
  return (
    <TotpSetup
      setup={setup}
      onConfirm={async (code) =>
        props.onEnrolled(await withToken(props, () => confirmEnrolTotp(token, code)))
      }
      extraActions={
        <Anchor
          component="button"
          type="button"
          size="sm"
          onClick={props.onOther}
          style={{ alignSelf: 'center' }}
        >
          {MSG.mfaEnrolChooseOther}
        </Anchor>
      }
    />
  );
}
