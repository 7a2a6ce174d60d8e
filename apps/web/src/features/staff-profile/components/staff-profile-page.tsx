/**
 * /profil (docs/product/back-office.md § Screens): the staff member's name, role and scope, and changing their own password
 * with the current one (the customers' rules; the server names what is wrong on its field), the
 * second factor ('Keamanan akun') and, for the super admin, the reset of a staff member's factor:
 * those two are the staff second factor's feature, handed in by app/backoffice (decision 0172).
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { type ChangePasswordForm, changePasswordFormSchema, MSG, ROLES } from '@kilau/shared';
import { Button, Card, PasswordInput, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { type ReactNode, useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useLocation } from 'react-router';
import { StaffPageHeading } from '../../../components/backoffice/page-heading';
import { FormAlert } from '../../../components/ui/form-alert';
import { QueryState } from '../../../components/ui/query-state';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { notifySuccess } from '../../../lib/notify';
import { STAFF_SECURITY_ANCHOR } from '../../../lib/staff/security-anchor';
import { usePageTitle } from '../../../lib/use-page-title';
import { useChangeStaffPassword, useStaffProfile } from '../api/staff-profile';

const ROLE_NAMES: Record<number, string> = {
  [ROLES.superAdmin]: MSG.roleNameSuperAdmin,
  [ROLES.brokerAdmin]: MSG.roleNameBroker,
  [ROLES.brokerViewer]: MSG.roleNameBrokerViewer,
  [ROLES.bankAdmin]: MSG.roleNameBank,
  [ROLES.tradeDesk]: MSG.roleNameTradeDesk,
  [ROLES.videoOfficer]: MSG.roleNameVideo,
  [ROLES.complianceOfficer]: MSG.roleNameCompliance,
};

const EMPTY: ChangePasswordForm = { password: '', new_password: '', repeat_password: '' };

export default function StaffProfilePage({
  security,
}: {
  /** Below the password: the second factor's sections for this staff member. */
  security?: (profile: { username: string; role: number }) => ReactNode;
}) {
  usePageTitle(MSG.staffProfileTitle);
  const profile = useStaffProfile();
  const p = profile.data;
  const { hash } = useLocation();
  // The menu's 'Keamanan akun' opens this page at that section, once the section is there.
  useEffect(() => {
    if (p && hash === `#${STAFF_SECURITY_ANCHOR}`)
      document.getElementById(STAFF_SECURITY_ANCHOR)?.scrollIntoView({ block: 'start' });
  }, [p, hash]);
  return (
    <Stack gap="lg" maw={720}>
      <StaffPageHeading title={MSG.staffProfileTitle} />
      {!p ? (
        <QueryState
          isLoading={profile.isLoading}
          error={profile.error}
          onRetry={() => void profile.refetch()}
        />
      ) : (
        <Card withBorder radius="md" padding="lg">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <Field label={MSG.detailFullname} value={p.fullname} />
            <Field label={MSG.staffUsernameLabel} value={p.username} />
            <Field label={MSG.staffProfileRole} value={ROLE_NAMES[p.role] ?? String(p.role)} />
            <Field
              label={MSG.staffProfileScope}
              value={p.bank?.name ?? p.platform?.name ?? MSG.filterAllPlatforms}
            />
          </SimpleGrid>
        </Card>
      )}
      <PasswordForm />
      {p && security?.(p)}
    </Stack>
  );
}

function Field({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={600}>{value}</Text>
    </div>
  );
}

function PasswordForm() {
  const change = useChangeStaffPassword();
  const form = useForm<ChangePasswordForm>({
    resolver: zodResolver(changePasswordFormSchema),
    defaultValues: EMPTY,
  });
  const submit = form.handleSubmit(async ({ password, new_password }) => {
    try {
      await change.mutateAsync({ password, new_password });
      notifySuccess(MSG.staffProfilePasswordChanged);
      form.reset(EMPTY);
    } catch (err) {
      if (err instanceof ApiError && err.httpStatus === 401) {
        form.setError('password', { message: MSG.staffProfileWrongPassword }, { shouldFocus: true });
        return;
      }
      const field = err instanceof ApiError ? err.fieldErrors[0] : undefined;
      if (field?.field === 'new_password') {
        form.setError('new_password', { message: field.message }, { shouldFocus: true });
        return;
      }
      form.setError('root', { message: errorMessage(err) });
    }
  });
  const { errors } = form.formState;
  return (
    <Card withBorder radius="md" padding="lg" component="form" noValidate onSubmit={submit}>
      <Stack>
        <Title order={2} fz={18}>
          {MSG.staffProfileChangePassword}
        </Title>
        {errors.root?.message && <FormAlert>{errors.root.message}</FormAlert>}
        <PasswordInput
          label={MSG.staffProfileCurrentPassword}
          autoComplete="current-password"
          withAsterisk
          error={errors.password?.message}
          {...form.register('password')}
        />
        <PasswordInput
          label={MSG.staffProfileNewPassword}
          autoComplete="new-password"
          withAsterisk
          error={errors.new_password?.message}
          {...form.register('new_password')}
        />
        <PasswordInput
          label={MSG.staffProfileConfirmPassword}
          autoComplete="new-password"
          withAsterisk
          error={errors.repeat_password?.message}
          {...form.register('repeat_password')}
        />
        <Button type="submit" loading={change.isPending} style={{ alignSelf: 'flex-start' }}>
          {MSG.staffProfileChangePassword}
        </Button>
      </Stack>
    </Card>
  );
}
