/**
 * 'Tambah endpoint' and 'Ubah endpoint': the URL, a description and the event types as checkboxes.
 * What the screen can tell (an empty or malformed URL, no type chosen) is said before sending; the
 * server's refusal (an HTTP address in production, an address in a private network) is shown at
 * its field. A new endpoint's secret goes to the caller, which shows it once.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import {
  MSG,
  SC,
  WEBHOOK_EVENT_TYPES,
  type WebhookEndpoint,
  type WebhookEventType,
  webhookEndpointBodySchema,
} from '@kilau/shared';
import { Button, Checkbox, Group, Modal, Stack, Textarea, TextInput } from '@mantine/core';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { FormAlert } from '../../../components/ui/form-alert';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { notifySuccess } from '../../../lib/notify';
import { useCreateEndpoint } from '../api/create-endpoint';
import { useUpdateEndpoint } from '../api/update-endpoint';
import { EVENT_LABELS } from '../lib/labels';

const isWebUrl = (value: string) => {
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== '';
  } catch {
    return false;
  }
};

/** The contract's body, with the address checked for a web URL before it is sent. */
const endpointFormSchema = z.object({
  url: webhookEndpointBodySchema.shape.url.refine(isWebUrl, MSG.webhookUrlInvalid),
  description: z.string().trim().max(200, MSG.webhookDescriptionTooLong),
  event_types: z.array(z.enum(WEBHOOK_EVENT_TYPES)).min(1, MSG.webhookEventTypesRequired),
});
type EndpointForm = z.infer<typeof endpointFormSchema>;
const FIELDS = ['url', 'description', 'event_types'] as const;

export type EndpointFormTarget = { partnerId: string; partnerName: string; endpoint: WebhookEndpoint | null };

export function EndpointFormModal({
  target,
  onClose,
  onCreated,
}: {
  /** The partner the endpoint belongs to, and the endpoint when it is changed; null when closed. */
  target: EndpointFormTarget | null;
  onClose: () => void;
  onCreated: (secret: string, endpoint: WebhookEndpoint) => void;
}) {
  const editing = target?.endpoint ?? null;
  return (
    <Modal
      opened={target !== null}
      onClose={onClose}
      title={
        editing
          ? MSG.integrationsEditEndpoint
          : `${MSG.integrationsAddEndpoint} · ${target?.partnerName ?? ''}`
      }
      size="lg"
      centered
    >
      {target && (
        // A fresh form per opening: the values of the endpoint opened, nothing left of the last one.
        <EndpointFormBody
          key={editing?._id ?? `new-${target.partnerId}`}
          target={target}
          onClose={onClose}
          onCreated={onCreated}
        />
      )}
    </Modal>
  );
}

function EndpointFormBody({
  target,
  onClose,
  onCreated,
}: {
  target: EndpointFormTarget;
  onClose: () => void;
  onCreated: (secret: string, endpoint: WebhookEndpoint) => void;
}) {
  const create = useCreateEndpoint();
  const update = useUpdateEndpoint();
  const editing = target.endpoint;
  const form = useForm<EndpointForm>({
    resolver: zodResolver(endpointFormSchema),
    defaultValues: {
      url: editing?.url ?? '',
      description: editing?.description ?? '',
      event_types: (editing?.event_types ?? []).filter((t): t is WebhookEventType =>
        (WEBHOOK_EVENT_TYPES as readonly string[]).includes(t),
      ),
    },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (body) => {
    try {
      if (editing) {
        const reply = await update.mutateAsync({ id: editing._id, body });
        notifySuccess(reply.message);
        onClose();
      } else {
        const reply = await create.mutateAsync({ partnerId: target.partnerId, body });
        onCreated(reply.data.secret, reply.data.endpoint);
      }
    } catch (err) {
      showRefusal(err);
    }
  });

  /** A refusal at the field it names ('url', 'event_types.0'); the address check's at the URL. */
  function showRefusal(err: unknown) {
    if (err instanceof ApiError) {
      let placed = false;
      for (const e of err.fieldErrors) {
        const name = FIELDS.find(
          (f) => e.field === f || e.field.startsWith(`${f}.`) || e.field.endsWith(`.${f}`),
        );
        if (name) {
          form.setError(name, { message: e.message }, { shouldFocus: !placed });
          placed = true;
        }
      }
      if (placed) return;
      if (err.is(SC.webhookUrlRefused)) {
        form.setError('url', { message: err.messageId }, { shouldFocus: true });
        return;
      }
    }
    form.setError('root', { message: errorMessage(err) });
  }

  return (
    <form noValidate onSubmit={(e) => void submit(e)} data-testid="endpoint-form">
      <Stack gap="md">
        {errors.root?.message && <FormAlert>{errors.root.message}</FormAlert>}
        <TextInput
          label={MSG.integrationsUrl}
          description={MSG.integrationsUrlHint}
          placeholder="https://"
          type="url"
          inputMode="url"
          autoComplete="off"
          withAsterisk
          error={errors.url?.message}
          {...form.register('url')}
        />
        <Textarea
          label={MSG.integrationsDescription}
          autosize
          minRows={2}
          maxLength={200}
          error={errors.description?.message}
          {...form.register('description')}
        />
        <Controller
          control={form.control}
          name="event_types"
          render={({ field }) => (
            <Checkbox.Group
              label={MSG.integrationsEventTypes}
              withAsterisk
              value={field.value}
              onChange={(v) => field.onChange(v as WebhookEventType[])}
              error={errors.event_types?.message ?? errors.event_types?.root?.message}
            >
              <Stack gap={8} mt={6}>
                {WEBHOOK_EVENT_TYPES.map((type) => (
                  <Checkbox
                    key={type}
                    value={type}
                    label={EVENT_LABELS[type]}
                    description={type}
                    ref={type === WEBHOOK_EVENT_TYPES[0] ? field.ref : undefined}
                  />
                ))}
              </Stack>
            </Checkbox.Group>
          )}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {MSG.actionCancel}
          </Button>
          <Button type="submit" loading={create.isPending || update.isPending}>
            {editing ? MSG.integrationsSave : MSG.integrationsAddEndpoint}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
