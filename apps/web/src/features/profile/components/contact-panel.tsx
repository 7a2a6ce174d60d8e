import { type ContactChangeReply, MSG } from '@kilau/shared';
import { Button, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { ApiError } from '../../../lib/api-client';
import { lazyResolver } from '../../../lib/lazy-resolver';
import { useUpdateProfile } from '../api/update-profile';
import { showSaveError } from '../form-errors';
import { PhoneOtpStep } from './phone-otp-step';
import { PanelForm, SidePanel } from './side-panel';

/** The contact details the profile changes one at a time, each with its own rule and keyboard. */
const CONTACTS = {
  email: {
    title: MSG.profileChangeEmail,
    label: MSG.profileNewEmail,
    input: { type: 'email', autoComplete: 'email', inputMode: 'email' },
    dropWhileTyping: undefined,
  },
  phone_number: {
    title: MSG.profileChangePhone,
    label: MSG.profileNewPhone,
    input: { type: 'tel', autoComplete: 'tel', inputMode: 'numeric' },
    // Digits only, as the rule says: other characters are dropped while typing.
    dropWhileTyping: /\D/g,
  },
} as const;

export type ContactField = keyof typeof CONTACTS;
type ContactForm = Partial<Record<ContactField, string>> & { password: string };

// zod and the schemas arrive after the first paint (decisions 0051, 0107).
const contactResolver = (field: ContactField) =>
  lazyResolver<ContactForm>(() =>
    import('../lib/form-resolvers').then(
      (m) => m.contactResolvers[field] as unknown as Resolver<ContactForm>,
    ),
  );
const RESOLVERS: Record<ContactField, Resolver<ContactForm>> = {
  email: contactResolver('email'),
  phone_number: contactResolver('phone_number'),
};

/**
 * Changes the e-mail or the phone number in a side panel (docs/decisions/0035): the new value and
 * the current password first; then the proof. An e-mail waits for the link mailed to the new
 * address ('check your new inbox'); a phone takes the SMS code sent to the new number here.
 */
export function ContactPanel({
  field,
  opened,
  onClose,
  current,
}: {
  field: ContactField;
  opened: boolean;
  onClose: () => void;
  current: string;
}) {
  const contact = CONTACTS[field];
  const mutation = useUpdateProfile();
  const [pending, setPending] = useState<ContactChangeReply | null>(null);
  const form = useForm<ContactForm>({
    // Each schema checks exactly its own field and the password: what passes is that update body.
    resolver: RESOLVERS[field],
    defaultValues: { [field]: '', password: '' },
  });
  const { reset } = form;
  useEffect(() => {
    if (opened) {
      reset({ [field]: current, password: '' });
      setPending(null);
    }
  }, [opened, field, current, reset]);

  const submit = form.handleSubmit(async (values) => {
    try {
      const body =
        field === 'email'
          ? { email: values.email, password: values.password }
          : { phone_number: values.phone_number, password: values.password };
      setPending(await mutation.mutateAsync(body));
    } catch (error) {
      // A 401 here is the wrong current password (the session itself lives on).
      if (error instanceof ApiError && error.httpStatus === 401) {
        form.setError('password', { message: MSG.profileCurrentPasswordWrong }, { shouldFocus: true });
        return;
      }
      showSaveError(error, form.setError, field);
    }
  });

  const registered = form.register(field);
  const { dropWhileTyping } = contact;
  const { errors } = form.formState;
  return (
    <SidePanel title={contact.title} opened={opened} onClose={onClose}>
      {pending?.field === 'email' ? (
        <Stack>
          <Text fw={700} role="status">
            {MSG.profileCheckInboxTitle}
          </Text>
          <Text>{pending.message}</Text>
          <Button onClick={onClose} data-autofocus>
            {MSG.buttonOk}
          </Button>
        </Stack>
      ) : pending?.change_id ? (
        <PhoneOtpStep
          changeId={pending.change_id}
          message={pending.message}
          resendIn={pending.resend_in}
          onDone={onClose}
          onRestart={() => setPending(null)}
        />
      ) : (
        <PanelForm
          onClose={onClose}
          onSubmit={submit}
          saving={mutation.isPending}
          submitLabel={MSG.profileSendVerification}
        >
          <TextInput
            label={contact.label}
            {...contact.input}
            required
            data-autofocus
            error={errors[field]?.message}
            {...registered}
            onChange={(e) => {
              if (dropWhileTyping) e.target.value = e.target.value.replace(dropWhileTyping, '');
              void registered.onChange(e);
            }}
          />
          <PasswordInput
            label={MSG.profileCurrentPassword}
            description={MSG.profileContactPasswordHint}
            autoComplete="current-password"
            required
            error={errors.password?.message}
            aria-invalid={errors.password ? true : undefined}
            {...form.register('password')}
          />
        </PanelForm>
      )}
    </SidePanel>
  );
}
