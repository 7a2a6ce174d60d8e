import { MSG } from '@kilau/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../../../testing/render';
import { StepLayout } from './step-layout';

/** The wide-screen indicator's steps: name, whether it is the current one, whether it is ticked. */
function indicatorSteps() {
  const nav = screen.getByRole('navigation', { name: MSG.stepProgressLabel });
  return within(nav)
    .getAllByRole('listitem')
    .map((li) => ({
      name: (li.textContent ?? '').replace(` (${MSG.stepSavedMark})`, '').replace(/^\d/, ''),
      current: li.getAttribute('aria-current') === 'step',
      saved: (li.textContent ?? '').includes(`(${MSG.stepSavedMark})`),
    }));
}

describe('StepLayout', () => {
  it('shows the step of six, the previous step and the save button for the form', () => {
    renderScreen(
      <StepLayout step="employment" flow="default" state="customer" formId="f">
        <p>isi</p>
      </StepLayout>,
    );
    expect(screen.getByText('Langkah 2 dari 6')).toBeTruthy();
    expect(screen.getByRole('link', { name: MSG.buttonPrevious }).getAttribute('href')).toBe(
      '/register-datapribadi',
    );
    expect(screen.getByRole('button', { name: MSG.buttonSaveNext }).getAttribute('form')).toBe('f');
  });

  it('names the step in the document title', () => {
    renderScreen(
      <StepLayout step="personal" flow="default" state="open" formId="f">
        <p>isi</p>
      </StepLayout>,
    );
    expect(document.title).toBe('Data Pribadi · Kilau');
  });

  it('ticks the steps the record holds, not every step before the current one', () => {
    // Back at step 1 of a record saved up to the finances: steps 1–3 ticked, step 1 current.
    renderScreen(
      <StepLayout step="personal" flow="default" state="financial">
        <p>isi</p>
      </StepLayout>,
    );
    expect(indicatorSteps()).toEqual([
      { name: MSG.stepPersonalTitle, current: true, saved: true },
      { name: MSG.stepEmploymentTitle, current: false, saved: true },
      { name: MSG.stepFinancialTitle, current: false, saved: true },
      { name: MSG.stepBankAccountTitle, current: false, saved: false },
      { name: MSG.stepContactTitle, current: false, saved: false },
      { name: MSG.stepAttachmentTitle, current: false, saved: false },
    ]);
  });

  it('leaves a step unticked when the customer went past it without saving', () => {
    renderScreen(
      <StepLayout step="financial" flow="default" state="customer">
        <p>isi</p>
      </StepLayout>,
    );
    const steps = indicatorSteps();
    expect(steps.map((s) => s.saved)).toEqual([true, false, false, false, false, false]);
    expect(steps[2]?.current).toBe(true);
  });

  it('ticks exactly the sections the server names: a skipped step stays unticked after later ones', () => {
    renderScreen(
      <StepLayout
        step="attachment"
        flow="default"
        state="contact"
        saved={['personal', 'employment', 'financial', 'emergency_contact']}
      >
        <p>isi</p>
      </StepLayout>,
    );
    expect(indicatorSteps().map((s) => s.saved)).toEqual([true, true, true, false, true, false]);
  });

  it('links each saved step, so a returning customer opens it in one tap; the current and unsaved ones are not links', async () => {
    const { router, location } = renderScreen(
      <StepLayout
        step="bank_account"
        flow="default"
        state="financial"
        saved={['personal', 'employment', 'financial']}
      >
        <p>isi</p>
      </StepLayout>,
      { path: '/register-datarekening' },
    );
    const nav = screen.getByRole('navigation', { name: MSG.stepProgressLabel });
    const links = within(nav).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      '/register-datapribadi',
      '/register-datapekerjaan',
      '/register-datakeuangan',
    ]);
    expect(links[0]?.textContent).toContain(MSG.stepPersonalTitle);
    fireEvent.click(within(nav).getByRole('link', { name: new RegExp(MSG.stepFinancialTitle) }));
    await waitFor(() => expect(location()).toBe('/register-datakeuangan'));
    expect(router.state.location.pathname).toBe('/register-datakeuangan');
  });

  it('counts the data steps of the short flow (three before the review)', () => {
    renderScreen(
      <StepLayout step="attachment" flow="short" state="employment">
        <p>isi</p>
      </StepLayout>,
    );
    expect(screen.getByText('Langkah 3 dari 3')).toBeTruthy();
    expect(indicatorSteps().map((s) => s.name)).toEqual([
      MSG.stepPersonalTitle,
      MSG.stepEmploymentTitle,
      MSG.stepAttachmentTitle,
    ]);
  });
});
