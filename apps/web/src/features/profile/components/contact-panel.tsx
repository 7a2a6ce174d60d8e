import { zodResolver } from '@hookform/resolvers/zod';
import { changeEmailBodySchema, changePhoneBodySchema, MSG, type UpdateProfileBody } from '@kilau/shared';
import { TextInput } from '@mantine/core';
import { useEffect } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { notifySuccess } from '../../../lib/notify';
import { useUpdateProfile } from '../api/update-profile';
import { showSaveError } from '../form-errors';
import { SidePanelForm } from './side-panel';

/** The contact details the profile changes one at a time, each with its own rule and keyboard. */
const CONTACTS = {
  email: {
    schema: changeEmailBodySchema,
    title: MSG.profileChangeEmail,
    label: MSG.profileNewEmail,
    input: { type: 'email', autoComplete: 'email', inputMode: 'email' },
    dropWhileTyping: undefined,
  },
  phone_number: {
    schema: changePhoneBodySchema,
    title: MSG.profileChangePhone,
    label: MSG.profileNewPhone,
    input: { type: 'tel', autoComplete: 'tel', inputMode: 'numeric' },
    // Digits only, as the rule says: other characters are dropped while typing.
    dropWhileTyping: /\D/g,
  },
} as const;

export type ContactField = keyof typeof CONTACTS;
type ContactForm = Partial<Record<ContactField, string>>;

/** Changes the e-mail or the phone number in a side panel, starting from the current one. */
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
  const form = useForm<ContactForm>({
    // Each schema checks exactly its own field, so what passes is that field's update body.
    resolver: zodResolver(contact.schema) as Resolver<ContactForm>,
    defaultValues: { [field]: '' },
  });
  const { reset } = form;
  useEffect(() => {
    if (opened) reset({ [field]: current });
  }, [opened, field, current, reset]);

  const submit = form.handleSubmit(async (values) => {
    try {
      await mutation.mutateAsync(values as UpdateProfileBody);
      notifySuccess(MSG.profileSaved);
      onClose();
    } catch (error) {
      showSaveError(error, form.setError, field);
    }
  });

  const registered = form.register(field);
  const { dropWhileTyping } = contact;
  return (
    <SidePanelForm
      title={contact.title}
      opened={opened}
      onClose={onClose}
      onSubmit={submit}
      saving={mutation.isPending}
    >
      <TextInput
        label={contact.label}
        {...contact.input}
        required
        data-autofocus
        error={form.formState.errors[field]?.message}
        {...registered}
        onChange={(e) => {
          if (dropWhileTyping) e.target.value = e.target.value.replace(dropWhileTyping, '');
          void registered.onChange(e);
        }}
      />
    </SidePanelForm>
  );
}
