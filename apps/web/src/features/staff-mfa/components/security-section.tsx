/**
 * 'Keamanan akun' in /profil (decision 0109): the authenticator app (on since / set up / remove), the
 * passkeys (name, made, last used; add, remove), the recovery codes left and a new set (shown once),
 * and the account's other sessions, which can be signed out. The server asks for a fresh factor for
 * each change (the step-up dialog), and refuses to remove the last factor (MSG.securityLastFactor).
 */
import {
  fillTemplate,
  formatDateTimeId,
  MSG,
  PASSKEY_NAME_MAX,
  SC,
  type StaffSecurity,
  type TotpSetupReply,
} from '@kilau/shared';
import {
  Badge,
  Button,
  Card,
  Divider,
  Group,
  Modal,
  Paper,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { ConfirmModal } from '../../../components/backoffice/confirm-modal';
import { FormAlert } from '../../../components/ui/form-alert';
import { QueryState } from '../../../components/ui/query-state';
import { ApiError } from '../../../lib/api-client';
import { notifySuccess } from '../../../lib/notify';
import { STAFF_SECURITY_ANCHOR } from '../../../lib/staff/security-anchor';
import {
  passkeyAddOptions,
  setupTotp,
  useAddPasskey,
  useConfirmTotp,
  useEndSession,
  useNewRecoveryCodes,
  useRemovePasskey,
  useRemoveTotp,
  useRevokeOtherSessions,
  useStaffSecurity,
} from '../api/staff-security';
import { deviceLabel } from '../lib/device-label';
import { passkeyCreate } from '../lib/passkey';
import { factorErrorMessage } from './mfa-code-form';
import { RecoveryCodes } from './recovery-codes';
import { TotpSetup } from './totp-setup';

/** The text of a failed change: the last factor named plainly, the rest as the server says. */
export function securityErrorMessage(err: unknown): string {
  if (err instanceof ApiError && err.is(SC.mfaLastFactor)) return MSG.securityLastFactor;
  return factorErrorMessage(err);
}

export function SecuritySection({ username }: { username: string }) {
  const security = useStaffSecurity();
  const s = security.data;
  return (
    <Card
      withBorder
      radius="md"
      padding="lg"
      component="section"
      aria-labelledby="security-title"
      id={STAFF_SECURITY_ANCHOR}
      style={{ scrollMarginTop: 72 }}
    >
      <Stack gap="md">
        <Title order={2} fz={18} id="security-title">
          {MSG.securityTitle}
        </Title>
        {!s ? (
          <QueryState
            isLoading={security.isLoading}
            error={security.error}
            onRetry={() => void security.refetch()}
          />
        ) : (
          <>
            <TotpBlock security={s} />
            <Divider />
            <PasskeysBlock security={s} />
            <Divider />
            <RecoveryBlock security={s} username={username} />
            <Divider />
            <SessionsBlock security={s} />
          </>
        )}
      </Stack>
    </Card>
  );
}

function Block({ title, status, children }: { title: string; status?: ReactNode; children: ReactNode }) {
  return (
    <Stack gap="xs">
      <Group justify="space-between" gap="xs">
        <Title order={3} fz={16}>
          {title}
        </Title>
        {status}
      </Group>
      {children}
    </Stack>
  );
}

function TotpBlock({ security }: { security: StaffSecurity }) {
  const { totp } = security;
  const [setup, setSetup] = useState<TotpSetupReply | null>(null);
  const [removing, setRemoving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [starting, setStarting] = useState(false);
  const confirm = useConfirmTotp();
  const remove = useRemoveTotp();

  async function start() {
    setError(null);
    setStarting(true);
    try {
      setSetup(await setupTotp());
    } catch (err) {
      setError(securityErrorMessage(err));
    } finally {
      setStarting(false);
    }
  }

  return (
    <Block
      title={MSG.securityTotp}
      status={
        <Badge color={totp.enrolled ? 'teal' : 'gray'} variant="light">
          {totp.enrolled && totp.created_at
            ? fillTemplate(MSG.securityTotpOn, { date: formatDateTimeId(totp.created_at) })
            : MSG.securityTotpOff}
        </Badge>
      }
    >
      {error && <FormAlert>{error}</FormAlert>}
      <Group gap="sm">
        {totp.enrolled ? (
          <Button variant="default" color="red" onClick={() => setRemoving(true)}>
            {MSG.securityTotpRemove}
          </Button>
        ) : (
          <Button variant="default" loading={starting} onClick={() => void start()}>
            {MSG.securityTotpSetup}
          </Button>
        )}
      </Group>
      <Modal opened={setup !== null} onClose={() => setSetup(null)} title={MSG.securityTotpSetup} centered>
        {setup && (
          <TotpSetup
            setup={setup}
            onConfirm={async (code) => {
              await confirm.mutateAsync(code);
              setSetup(null);
              notifySuccess(MSG.securitySaved);
            }}
          />
        )}
      </Modal>
      <ConfirmModal
        opened={removing}
        title={MSG.securityTotpRemove}
        question={MSG.securityTotpRemove}
        subject={MSG.securityTotp}
        confirmColor="red"
        busy={remove.isPending}
        onClose={() => setRemoving(false)}
        onConfirm={async () => {
          try {
            await remove.mutateAsync();
          } catch (err) {
            throw new ApiError(0, 'security', securityErrorMessage(err));
          }
          notifySuccess(MSG.securitySaved);
        }}
      />
    </Block>
  );
}

function PasskeysBlock({ security }: { security: StaffSecurity }) {
  const add = useAddPasskey();
  const remove = useRemovePasskey();
  const [name, setName] = useState('');
  const [adding, setAdding] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [removingId, setRemovingId] = useState<string | null>(null);
  const removing = security.passkeys.find((p) => p.id === removingId);

  async function addPasskey() {
    setError(null);
    setAdding(true);
    try {
      const { options } = await passkeyAddOptions();
      const response = await passkeyCreate(options);
      await add.mutateAsync({ response, name: name.trim() || undefined });
      setName('');
      notifySuccess(MSG.securitySaved);
    } catch (err) {
      setError(securityErrorMessage(err));
    } finally {
      setAdding(false);
    }
  }

  return (
    <Block title={MSG.securityPasskeys}>
      {error && <FormAlert>{error}</FormAlert>}
      {security.passkeys.length === 0 ? (
        <Text size="sm" c="dimmed">
          {MSG.securityNoPasskeys}
        </Text>
      ) : (
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {security.passkeys.map((p) => (
            <Group key={p.id} component="li" justify="space-between" wrap="nowrap" gap="sm">
              <div style={{ minWidth: 0, flex: 1 }}>
                <Text fw={600} truncate>
                  {p.name}
                </Text>
                <Text size="xs" c="dimmed">
                  {formatDateTimeId(p.created_at)} ·{' '}
                  {p.last_used_at
                    ? fillTemplate(MSG.securityPasskeyLastUsed, { date: formatDateTimeId(p.last_used_at) })
                    : MSG.securityPasskeyNeverUsed}
                </Text>
              </div>
              <Button
                size="xs"
                variant="default"
                color="red"
                // Never squeezed by a long name or date on a phone (it was cut to 'Hap').
                style={{ flexShrink: 0 }}
                aria-label={`${MSG.securityPasskeyRemove} ${p.name}`}
                onClick={() => setRemovingId(p.id)}
              >
                {MSG.securityPasskeyRemove}
              </Button>
            </Group>
          ))}
        </Stack>
      )}
      <Group gap="sm" align="flex-end">
        <TextInput
          label={MSG.mfaPasskeyNameLabel}
          value={name}
          maxLength={PASSKEY_NAME_MAX}
          onChange={(e) => setName(e.currentTarget.value)}
          style={{ flex: '1 1 12rem' }}
        />
        <Button variant="default" loading={adding} onClick={() => void addPasskey()}>
          {MSG.securityPasskeyAdd}
        </Button>
      </Group>
      <ConfirmModal
        opened={removing !== undefined}
        title={MSG.securityPasskeys}
        question={MSG.securityPasskeyRemove}
        subject={removing?.name}
        confirmLabel={MSG.securityPasskeyRemove}
        confirmColor="red"
        busy={remove.isPending}
        onClose={() => setRemovingId(null)}
        onConfirm={async () => {
          if (!removing) return;
          try {
            await remove.mutateAsync(removing.id);
          } catch (err) {
            throw new ApiError(0, 'security', securityErrorMessage(err));
          }
          notifySuccess(MSG.securitySaved);
        }}
      />
    </Block>
  );
}

function RecoveryBlock({ security, username }: { security: StaffSecurity; username: string }) {
  const renew = useNewRecoveryCodes();
  const [asking, setAsking] = useState(false);
  const [codes, setCodes] = useState<string[] | null>(null);
  return (
    <Block
      title={MSG.securityRecovery}
      status={
        <Badge color={security.recovery_codes_left > 2 ? 'teal' : 'red'} variant="light">
          {fillTemplate(MSG.securityRecoveryLeft, { count: security.recovery_codes_left })}
        </Badge>
      }
    >
      <Group>
        <Button variant="default" onClick={() => setAsking(true)}>
          {MSG.securityRecoveryNew}
        </Button>
      </Group>
      <ConfirmModal
        opened={asking}
        title={MSG.securityRecoveryNew}
        question={MSG.securityRecoveryNewConfirm}
        subject={undefined}
        confirmLabel={MSG.securityRecoveryNew}
        busy={renew.isPending}
        onClose={() => setAsking(false)}
        onConfirm={async () => {
          const reply = await renew.mutateAsync();
          setCodes(reply.recovery_codes);
        }}
      />
      <Modal
        opened={codes !== null}
        onClose={() => setCodes(null)}
        title={MSG.mfaRecoveryTitle}
        centered
        closeOnClickOutside={false}
      >
        {codes && (
          <RecoveryCodes codes={codes} username={username} heading={false} onDone={() => setCodes(null)} />
        )}
      </Modal>
    </Block>
  );
}

/** One other session: its browser, when it signed in and was last active, and 'Akhiri sesi'. */
function OtherSession({
  session,
  onError,
}: {
  session: StaffSecurity['sessions'][number];
  onError: (text: string | null) => void;
}) {
  const end = useEndSession();
  const device = deviceLabel(session.user_agent);
  async function run() {
    onError(null);
    try {
      await end.mutateAsync(session.id);
      notifySuccess(MSG.securitySessionEnded);
    } catch (err) {
      onError(securityErrorMessage(err));
    }
  }
  return (
    <Paper component="li" withBorder p="sm" radius="md" aria-label={device}>
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Stack gap={2}>
          <Text size="sm" fw={600}>
            {device}
          </Text>
          <Text size="xs" c="dimmed">
            {fillTemplate(MSG.securitySessionTimes, {
              started: formatDateTimeId(session.created_at),
              active: formatDateTimeId(session.last_active_at),
            })}
          </Text>
        </Stack>
        <Button size="xs" variant="default" color="red" loading={end.isPending} onClick={() => void run()}>
          {MSG.securitySessionEnd}
        </Button>
      </Group>
    </Paper>
  );
}

function SessionsBlock({ security }: { security: StaffSecurity }) {
  const revoke = useRevokeOtherSessions();
  const [error, setError] = useState<string | null>(null);
  async function run() {
    setError(null);
    try {
      const reply = await revoke.mutateAsync();
      notifySuccess(fillTemplate(MSG.securitySessionsRevoked, { count: reply.revoked }));
    } catch (err) {
      setError(securityErrorMessage(err));
    }
  }
  return (
    <Block title={MSG.securitySessions}>
      <Text size="sm">{fillTemplate(MSG.securitySessionsCount, { count: security.other_sessions })}</Text>
      {security.sessions.length === 0 ? (
        <Text size="sm" c="dimmed">
          {MSG.securitySessionsNone}
        </Text>
      ) : (
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} data-testid="staff-sessions">
          {security.sessions.map((s) => (
            <OtherSession key={s.id} session={s} onError={setError} />
          ))}
        </Stack>
      )}
      {error && <FormAlert>{error}</FormAlert>}
      <Group>
        <Button
          variant="default"
          loading={revoke.isPending}
          disabled={security.other_sessions === 0}
          onClick={() => void run()}
        >
          {MSG.securitySessionsRevoke}
        </Button>
      </Group>
    </Block>
  );
}
