/**
 * 'Tambah mitra' (decision 0127): a partner's name, its kind and what it is bound to (an exchange
 * a platform, a bank its bank). The shared schema says what the screen can tell before sending;
 * the server's refusals (a name taken, an unknown platform or bank) are shown at their field. The
 * new partner's API key goes to the caller, which shows it once.
 */
import { type IntegrationPartnerBody, integrationPartnerBodySchema, MSG } from '@kilau/shared';
import { Button, Group, Modal, NativeSelect, Stack, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { FormAlert } from '../../../components/ui/form-alert';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useCreatePartner } from '../api/create-partner';
import { useIntegrationScopes } from '../api/integrations';

type Kind = IntegrationPartnerBody['kind'];
type Field = 'name' | 'kind' | 'platform' | 'bank_code';
const EMPTY = { name: '', kind: '' as Kind | '', platform: '', bank_code: '' };

export function PartnerFormModal({
  opened,
  onClose,
  onCreated,
}: {
  opened: boolean;
  onClose: () => void;
  onCreated: (key: string, name: string) => void;
}) {
  return (
    <Modal opened={opened} onClose={onClose} title={MSG.integrationsAddPartner} centered>
      {/* A fresh form per opening: nothing left of the last partner made. */}
      {opened && <PartnerForm onClose={onClose} onCreated={onCreated} />}
    </Modal>
  );
}

function PartnerForm({
  onClose,
  onCreated,
}: {
  onClose: () => void;
  onCreated: (key: string, name: string) => void;
}) {
  const scopes = useIntegrationScopes(true);
  const create = useCreatePartner();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [error, setError] = useState<string | null>(null);

  const body = () =>
    values.kind === 'bank'
      ? { kind: values.kind, name: values.name, bank_code: values.bank_code }
      : { kind: values.kind, name: values.name, platform: values.platform };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = integrationPartnerBodySchema.safeParse(body());
    if (!parsed.success) {
      const next: typeof errors = {};
      for (const issue of parsed.error.issues) next[(issue.path[0] ?? 'kind') as Field] ??= issue.message;
      setErrors(next);
      return;
    }
    setErrors({});
    setError(null);
    try {
      const reply = await create.mutateAsync(parsed.data);
      onCreated(reply.data.key, reply.data.name);
    } catch (err) {
      const fields = err instanceof ApiError ? err.fieldErrors : [];
      if (fields.length > 0) {
        setErrors(Object.fromEntries(fields.map((f) => [f.field, f.message])));
      } else {
        setError(errorMessage(err));
      }
    }
  }

  const set = (patch: Partial<typeof EMPTY>) => setValues({ ...values, ...patch });
  return (
    <form noValidate onSubmit={(e) => void submit(e)} aria-busy={create.isPending}>
      <Stack gap="sm">
        {error && <FormAlert>{error}</FormAlert>}
        <TextInput
          label={MSG.integrationsPartnerName}
          description={MSG.integrationsPartnerNameHint}
          value={values.name}
          onChange={(e) => set({ name: e.currentTarget.value })}
          error={errors.name}
          maxLength={60}
          withAsterisk
          data-autofocus
        />
        <NativeSelect
          label={MSG.integrationsPartnerKind}
          value={values.kind}
          onChange={(e) => set({ kind: e.currentTarget.value as Kind | '' })}
          error={errors.kind}
          data={[
            { value: '', label: MSG.integrationsPartnerKindRequired },
            { value: 'exchange', label: MSG.integrationsKindExchange },
            { value: 'bank', label: MSG.integrationsKindBank },
          ]}
          withAsterisk
        />
        {values.kind === 'exchange' && (
          <NativeSelect
            label={MSG.integrationsPartnerPlatform}
            value={values.platform}
            onChange={(e) => set({ platform: e.currentTarget.value })}
            error={errors.platform}
            data={[
              { value: '', label: MSG.integrationsPartnerPlatformRequired },
              ...(scopes.data?.platforms ?? []).map((p) => ({ value: p.app_name, label: p.name })),
            ]}
            withAsterisk
          />
        )}
        {values.kind === 'bank' && (
          <NativeSelect
            label={MSG.integrationsPartnerBank}
            value={values.bank_code}
            onChange={(e) => set({ bank_code: e.currentTarget.value })}
            error={errors.bank_code}
            data={[
              { value: '', label: MSG.integrationsPartnerBankRequired },
              ...(scopes.data?.banks ?? []).map((b) => ({ value: b.code, label: `${b.name} (${b.code})` })),
            ]}
            withAsterisk
          />
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {MSG.buttonCancel}
          </Button>
          <Button type="submit" loading={create.isPending}>
            {MSG.integrationsPartnerCreate}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
