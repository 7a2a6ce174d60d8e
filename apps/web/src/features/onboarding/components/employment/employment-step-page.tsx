import type { EmploymentBody } from '@kilau/shared';
import { saveEmployment } from '../../api/steps-1-2';
import { WithCustomerRecord } from '../shared/no-record-gate';
import { RecordStepLayout, StepForm, type StepRecord, useStepForm } from '../shared/step-form';
import { EmploymentFields, employmentDefaults, employmentFormResolver } from './employment-fields';

const FORM_ID = 'employment-step-form';

/** /register-datapekerjaan: step 2, work data and the identity address (docs/product/onboarding.md § Screens, Records and fields, Rules). */
export default function EmploymentStepPage() {
  return <WithCustomerRecord>{(record) => <EmploymentStep record={record} />}</WithCustomerRecord>;
}

function EmploymentStep({ record }: { record: StepRecord }) {
  const { form, submit } = useStepForm({
    flow: record.flow,
    step: 'employment',
    resolver: employmentFormResolver,
    mode: 'onTouched',
    defaultValues: employmentDefaults(record),
    save: (values: EmploymentBody) => saveEmployment(record.customerId, values),
  });
  return (
    <RecordStepLayout record={record} step="employment" formId={FORM_ID} saving={form.formState.isSubmitting}>
      <StepForm id={FORM_ID} onSubmit={submit}>
        <EmploymentFields form={form} platformId={record.platformId} />
      </StepForm>
    </RecordStepLayout>
  );
}
