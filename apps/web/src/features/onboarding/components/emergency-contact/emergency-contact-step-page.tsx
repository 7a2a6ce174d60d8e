import { CONTACT_PHONE_MAX, type EmergencyContactBody, MSG, POSTCODE_LENGTH } from '@kilau/shared';
import { SimpleGrid, Stack, TextInput } from '@mantine/core';
import { lazyResolver } from '../../../../lib/lazy-resolver';
import { emergencyContactKey, saveEmergencyContact, useEmergencyContact } from '../../api/emergency-contact';
import { checkInputOutcome } from '../../lib/check-input';
import { filtered, NOT_DIGITS } from '../../lib/input-filters';
import { ConfirmCheckbox } from '../shared/confirm-checkbox';
import { AddressField, LettersField } from '../shared/identity-fields';
import { WithCustomerRecord } from '../shared/no-record-gate';
import { SavedSectionStep, StepForm, type StepRecord, useStepForm } from '../shared/step-form';

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
const FORM_ID = 'emergency-contact-form';

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

function EmergencyContactStep({ record }: { record: StepRecord }) {
  return (
    <SavedSectionStep
      record={record}
      step="emergency_contact"
      subtitle={MSG.contactSubtitle}
      formId={FORM_ID}
      query={useEmergencyContact(record.customerId)}
    >
      {(saved) => <EmergencyContactFormView record={record} initial={emergencyContactFormValues(saved)} />}
    </SavedSectionStep>
  );
}

function EmergencyContactFormView({
  record,
  initial,
}: {
  record: StepRecord;
  initial: EmergencyContactForm;
}) {
  const { customerId } = record;
  const { form, submit } = useStepForm({
    flow: record.flow,
    step: 'emergency_contact',
    resolver,
    defaultValues: initial,
    save: (body: EmergencyContactBody) => saveEmergencyContact(customerId, body),
    invalidate: [emergencyContactKey(customerId)],
    failure: checkInputOutcome,
  });
  const { register, control, formState } = form;
  const errors = formState.errors;

  return (
    <StepForm id={FORM_ID} onSubmit={submit}>
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
    </StepForm>
  );
}
