import { type EmergencyContactBody, MSG } from '@kilau/shared';
import { emergencyContactKey, saveEmergencyContact, useEmergencyContact } from '../../api/emergency-contact';
import { checkInputOutcome } from '../../lib/check-input';
import { WithCustomerRecord } from '../shared/no-record-gate';
import { SavedSectionStep, StepForm, type StepRecord, useStepForm } from '../shared/step-form';
import {
  EmergencyContactFields,
  type EmergencyContactForm,
  emergencyContactFormResolver,
  emergencyContactFormValues,
} from './emergency-contact-fields';

const FORM_ID = 'emergency-contact-form';

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
    resolver: emergencyContactFormResolver,
    defaultValues: initial,
    save: (body: EmergencyContactBody) => saveEmergencyContact(customerId, body),
    invalidate: [emergencyContactKey(customerId)],
    failure: checkInputOutcome,
  });
  return (
    <StepForm id={FORM_ID} onSubmit={submit}>
      <EmergencyContactFields form={form} />
    </StepForm>
  );
}
