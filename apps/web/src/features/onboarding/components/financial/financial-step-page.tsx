import { type FinancialBody, MSG } from '@kilau/shared';
import { financialKey, saveFinancial, useFinancial } from '../../api/financial';
import { checkInputOutcome } from '../../lib/check-input';
import { WithCustomerRecord } from '../shared/no-record-gate';
import { SavedSectionStep, StepForm, type StepRecord, useStepForm } from '../shared/step-form';
import {
  FinancialFields,
  type FinancialForm,
  financialFormResolver,
  financialFormValues,
} from './financial-fields';

const FORM_ID = 'financial-form';

/** Step 3, /register-datakeuangan: the five financial selects, experience, assets, the confirmation. */
export default function FinancialStepPage() {
  return <WithCustomerRecord>{(record) => <FinancialStep record={record} />}</WithCustomerRecord>;
}

function FinancialStep({ record }: { record: StepRecord }) {
  return (
    <SavedSectionStep
      record={record}
      step="financial"
      subtitle={MSG.financialSubtitle}
      formId={FORM_ID}
      query={useFinancial(record.customerId)}
    >
      {(saved) => <FinancialFormView record={record} initial={financialFormValues(saved)} />}
    </SavedSectionStep>
  );
}

function FinancialFormView({ record, initial }: { record: StepRecord; initial: FinancialForm }) {
  const { customerId, platformId } = record;
  const { form, submit } = useStepForm({
    flow: record.flow,
    step: 'financial',
    resolver: financialFormResolver,
    defaultValues: initial,
    save: (body: FinancialBody) => saveFinancial(customerId, body),
    invalidate: [financialKey(customerId)],
    failure: checkInputOutcome,
  });
  return (
    <StepForm id={FORM_ID} onSubmit={submit}>
      <FinancialFields form={form} platformId={platformId} />
    </StepForm>
  );
}
