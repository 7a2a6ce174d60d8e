import {
  CONTACT_PHONE_MAX,
  type EmergencyContactBody,
  type FlowId,
  MSG,
  POSTCODE_LENGTH,
} from '@kilau/shared';
import { SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { QueryState } from '../../../../components/ui/query-state';
import { lazyResolver } from '../../../../lib/lazy-resolver';
import type { CustomerRecord } from '../../api/customer-record';
import { emergencyContactKey, saveEmergencyContact, useEmergencyContact } from '../../api/emergency-contact';
import { checkInputOutcome } from '../../lib/check-input';
import { filtered, NOT_DIGITS } from '../../lib/input-filters';
import { useStepSave } from '../../lib/use-step-save';
import { ConfirmCheckbox } from '../shared/confirm-checkbox';
import { AddressField, LettersField } from '../shared/identity-fields';
import { WithCustomerRecord } from '../shared/no-record-gate';
import { StepLayout } from '../shared/step-layout';

export interface EmergencyContactForm {
  fullname: string;
  address: string;
  postcode: string;
  phonenumber: string;
  relationship: string;
  has_confirm_emergency_contact: boolean;
}

type Saved = NonNullable<ReturnType<typeof useEmergencyContact>['data']>;

// zod and the step's schema arrive after the first paint (decisions 0051, 0107).
const resolver = lazyResolver<EmergencyContactForm, unknown, EmergencyContactBody>(() =>
  import('../../lib/step-resolvers').then((m) => m.emergencyContactResolver),
);

export function emergencyContactFormValues(saved: Saved | undefined): EmergencyContactForm {
  return {
    fullname: saved?.fullname ?? '',
    address: saved?.address ?? '',
    postcode: saved?.postcode ?? '',
    phonenumber: saved?.phonenumber ?? '',
    relationship: saved?.relationship ?? '',
    has_confirm_emergency_contact: saved?.has_confirm_emergency_contact ?? false,
  };
}

/** Step 5, /register-datakontak: the emergency contact and its confirmation. */
export default function EmergencyContactStepPage() {
  return <WithCustomerRecord>{(record) => <EmergencyContactStep record={record} />}</WithCustomerRecord>;
}

function EmergencyContactStep({ record }: { record: CustomerRecord & { customerId: string } }) {
  const contact = useEmergencyContact(record.customerId);
  return (
    <StepLayout
      step="emergency_contact"
      flow={record.flow}
      state={record.state}
      saved={record.savedSections}
      subtitle={MSG.contactSubtitle}
      formId="emergency-contact-form"
      actions={contact.isSuccess ? undefined : <span />}
    >
      {contact.isSuccess ? (
        <EmergencyContactFormView
          customerId={record.customerId}
          flow={record.flow}
          initial={emergencyContactFormValues(contact.data)}
        />
      ) : (
        <QueryState
          isLoading={contact.isPending}
          error={contact.error}
          onRetry={() => void contact.refetch()}
        />
      )}
    </StepLayout>
  );
}

function EmergencyContactFormView({
  customerId,
  flow,
  initial,
}: {
  customerId: string;
  flow: FlowId;
  initial: EmergencyContactForm;
}) {
  const form = useForm<EmergencyContactForm, unknown, EmergencyContactBody>({
    resolver,
    defaultValues: initial,
  });
  const { register, control, formState, setError } = form;
  const errors = formState.errors;

  const save = useStepSave({
    flow,
    step: 'emergency_contact',
    save: (body: EmergencyContactBody) => saveEmergencyContact(customerId, body),
    invalidate: [emergencyContactKey(customerId)],
    failure: checkInputOutcome,
    setFieldError: (field, message) => setError(field as keyof EmergencyContactForm, { message }),
  });
  const submit = form.handleSubmit(save);

  return (
    <form id="emergency-contact-form" onSubmit={submit} noValidate>
      <Stack gap="lg">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
          <LettersField
            label={MSG.contactFullnameLabel}
            autoComplete="off"
            error={errors.fullname?.message}
            registration={register('fullname')}
          />
          <LettersField
            label={MSG.relationshipLabel}
            placeholder={MSG.relationshipPlaceholder}
            autoComplete="off"
            error={errors.relationship?.message}
            registration={register('relationship')}
          />
          <TextInput
            label={MSG.contactPhoneLabel}
            withAsterisk
            type="tel"
            inputMode="numeric"
            autoComplete="off"
            error={errors.phonenumber?.message}
            {...filtered(register('phonenumber'), NOT_DIGITS, CONTACT_PHONE_MAX)}
          />
        </SimpleGrid>
        <Stack gap="md">
          <AddressField
            label={MSG.addressLabel}
            autoComplete="off"
            error={errors.address?.message}
            registration={register('address')}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput
              label={MSG.postcodeLabel}
              withAsterisk
              inputMode="numeric"
              autoComplete="off"
              error={errors.postcode?.message}
              {...filtered(register('postcode'), NOT_DIGITS, POSTCODE_LENGTH)}
            />
          </SimpleGrid>
        </Stack>
        <ConfirmCheckbox
          control={control}
          name="has_confirm_emergency_contact"
          label={MSG.confirmEmergencyContactLabel}
        />
      </Stack>
    </form>
  );
}
