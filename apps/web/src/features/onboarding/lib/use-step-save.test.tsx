import { MSG } from '@kilau/shared';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { renderScreen } from '../../../testing/render';
import { CUSTOMER_RECORD_KEY } from '../api/customer-record';
import { checkInputOutcome } from './check-input';
import { type StepSaveConfig, useStepSave } from './use-step-save';

type Reply = { status_code: string };

function Saver({
  config,
  onOutcome,
}: {
  config: StepSaveConfig<{ a: number }, Reply>;
  onOutcome?: (m: string) => void;
}) {
  const save = useStepSave(config);
  return (
    <button type="button" onClick={() => void save({ a: 1 }).then((o) => onOutcome?.(o.message))}>
      simpan
    </button>
  );
}

describe('useStepSave: the one save of every step', () => {
  it("'00': re-reads the record and the section, runs onSaved, then opens the next step of the record's flow", async () => {
    const save = vi.fn(async (_b: { a: number }) => ({ status_code: '00' }));
    const onSaved = vi.fn();
    const view = renderScreen(
      <Saver
        config={{
          flow: 'short',
          step: 'employment',
          save,
          onSaved,
          invalidate: [['section', 'x']],
          delayMs: 0,
        }}
      />,
      { path: '/register-datapekerjaan' },
    );
    const invalidate = vi.spyOn(view.client, 'invalidateQueries');
    fireEvent.click(screen.getByRole('button', { name: 'simpan' }));
    // The 4-step flow goes from the work data straight to the attachments.
    await waitFor(() => expect(view.location()).toBe('/register-datalampiran'));
    expect(save).toHaveBeenCalledWith({ a: 1 });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: CUSTOMER_RECORD_KEY });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['section', 'x'] });
    expect(onSaved).toHaveBeenCalledWith({ status_code: '00' });
  });

  it("opened with 'Ubah' from the review: back to the review once saved, not to the next step", async () => {
    const save = vi.fn(async (_b: { a: number }) => ({ status_code: '00' }));
    const view = renderScreen(<Saver config={{ flow: 'default', step: 'personal', save, delayMs: 0 }} />, {
      path: '/register-datapribadi?dari=review',
      route: '/register-datapribadi',
    });
    fireEvent.click(screen.getByRole('button', { name: 'simpan' }));
    await waitFor(() => expect(view.location()).toBe('/register-preview'));
  });

  it("'2004': its message, no re-read and no move", async () => {
    const onSaved = vi.fn();
    const outcome = vi.fn();
    const view = renderScreen(
      <Saver
        config={{
          flow: 'default',
          step: 'financial',
          save: async () => ({ status_code: '2004' }),
          onSaved,
          delayMs: 0,
        }}
        onOutcome={outcome}
      />,
      { path: '/register-datakeuangan' },
    );
    fireEvent.click(screen.getByRole('button', { name: 'simpan' }));
    await waitFor(() => expect(outcome).toHaveBeenCalledWith(MSG.stepAlreadySubmitted));
    expect(onSaved).not.toHaveBeenCalled();
    expect(view.location()).toBe('/register-datakeuangan');
  });

  it('a 422 puts each field error on the form, with the step’s own failure text', async () => {
    const setFieldError = vi.fn();
    const outcome = vi.fn();
    renderScreen(
      <Saver
        config={{
          flow: 'default',
          step: 'emergency_contact',
          save: async () => {
            throw new ApiError(422, 'validation', MSG.contactPhoneInvalid, [
              { field: 'phonenumber', message: MSG.contactPhoneInvalid },
            ]);
          },
          failure: checkInputOutcome,
          setFieldError,
        }}
        onOutcome={outcome}
      />,
      { path: '/register-datakontak' },
    );
    fireEvent.click(screen.getByRole('button', { name: 'simpan' }));
    await waitFor(() => expect(outcome).toHaveBeenCalledWith(MSG.stepCheckInput));
    expect(setFieldError).toHaveBeenCalledWith('phonenumber', MSG.contactPhoneInvalid);
  });
});
