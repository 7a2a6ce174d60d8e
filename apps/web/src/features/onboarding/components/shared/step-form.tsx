import type { FlowId, StepId } from '@kilau/shared';
import type { UseQueryResult } from '@tanstack/react-query';
import type { FormEventHandler, ReactNode } from 'react';
import {
  type DefaultValues,
  type FieldValues,
  type Mode,
  type Path,
  type Resolver,
  type UseFormRegister,
  type UseFormReturn,
  useForm,
} from 'react-hook-form';
import { QueryState } from '../../../../components/ui/query-state';
import type { CustomerRecord } from '../../api/customer-record';
import type { StepSaveOutcome } from '../../lib/step-save';
import { type StepSaveConfig, useStepSave } from '../../lib/use-step-save';
import { StepLayout, type StepLayoutProps } from './step-layout';

/** The customer record a data step saves to (WithCustomerRecord hands it over with its id). */
export type StepRecord = CustomerRecord & { customerId: string };

type RecordStepLayoutProps = Omit<StepLayoutProps, 'flow' | 'state' | 'saved'> & { record: StepRecord };

/** The step frame (StepLayout) for the record's flow, state and saved sections. */
export function RecordStepLayout({ record, ...props }: RecordStepLayoutProps) {
  return <StepLayout flow={record.flow} state={record.state} saved={record.savedSections} {...props} />;
}

/**
 * The frame of a step whose form starts from its own saved section (finance, bank account,
 * emergency contact): the form once the section is read, the loading or error state (and no save
 * button) before.
 */
export function SavedSectionStep<Saved>({
  query,
  children,
  ...layout
}: Omit<RecordStepLayoutProps, 'actions' | 'children'> & {
  query: UseQueryResult<Saved>;
  children: (saved: Saved) => ReactNode;
}) {
  return (
    <RecordStepLayout {...layout} actions={query.isSuccess ? undefined : <span />}>
      {query.isSuccess ? (
        children(query.data)
      ) : (
        <QueryState isLoading={query.isPending} error={query.error} onRetry={() => void query.refetch()} />
      )}
    </RecordStepLayout>
  );
}

export interface StepFormConfig<Form extends FieldValues, Body, Reply>
  extends Pick<StepSaveConfig<Body, Reply>, 'save' | 'failure' | 'invalidate' | 'onSaved'> {
  flow: FlowId;
  step: StepId;
  /** The step's lazy resolver (decisions 0051, 0107). */
  resolver: Resolver<Form, unknown, Body>;
  defaultValues: DefaultValues<Form>;
  /** When fields are checked before the submit (react-hook-form's mode; on submit by default). */
  mode?: Mode;
}

/**
 * A data step's form: react-hook-form with the step's resolver and starting values, and the one
 * step save (useStepSave) putting each server field error on its field. `save` is the step's save
 * for a step that shapes its payload on submit; `submit` is the form's submit with it.
 */
export function useStepForm<Form extends FieldValues, Body, Reply extends { status_code: string | number }>({
  flow,
  step,
  resolver,
  defaultValues,
  mode,
  ...saveConfig
}: StepFormConfig<Form, Body, Reply>): {
  form: UseFormReturn<Form, unknown, Body>;
  save: (body: Body) => Promise<StepSaveOutcome>;
  submit: FormEventHandler<HTMLFormElement>;
} {
  const form = useForm<Form, unknown, Body>({ resolver, defaultValues, ...(mode ? { mode } : {}) });
  const save = useStepSave({
    flow,
    step,
    ...saveConfig,
    setFieldError: (field, message) => form.setError(field as Path<Form>, { type: 'server', message }),
  });
  // react-hook-form writes a registered field's value through its ref, which the server's render
  // never calls: the saved value also goes in as the input's default, so that a step the server
  // sends with the customer's data (decision 0182) shows it in the HTML, and hydration finds it.
  const register: UseFormRegister<Form> = (name, options) => ({
    ...form.register(name, options),
    ...startingValue(defaultValues, name),
  });
  return { form: { ...form, register }, save, submit: form.handleSubmit(save) };
}

/** A field's starting value as an input's `defaultValue`, if it is text or a number. */
function startingValue(values: unknown, name: string): { defaultValue?: string | number } {
  const value = name
    .split('.')
    .reduce<unknown>(
      (at, key) => (at !== null && typeof at === 'object' ? (at as Record<string, unknown>)[key] : undefined),
      values,
    );
  return typeof value === 'string' || typeof value === 'number' ? { defaultValue: value } : {};
}

/** The step's <form>, which the frame's save button submits by its id. */
export function StepForm({
  id,
  onSubmit,
  children,
}: {
  id: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  children: ReactNode;
}) {
  return (
    <form id={id} noValidate onSubmit={onSubmit}>
      {children}
    </form>
  );
}
