/**
 * The customer screens' dialogs and dropdowns, whose code loads when first shown (decision 0175),
 * still show what they showed before: a dialog opens with its content, a select shows its label and
 * value at once and becomes the real combobox, a date field shows its label at once and becomes the
 * Indonesian date input. And the radio group, loaded with its screen, takes a choice.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { field, readyField, renderScreen } from '../../testing/render';
import { DateField } from './date-field';
import { Modal } from './overlays';
import { RadioGroup } from './radio-group';
import { Select } from './select';

function Dialog() {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpened(true)}>
        Buka
      </button>
      <Modal opened={opened} onClose={() => setOpened(false)} title="Sesi Berakhir">
        <p>Silakan masuk kembali.</p>
      </Modal>
    </>
  );
}

describe('Modal (loaded on first opening)', () => {
  it('renders nothing until opened, then the dialog with its title and content', async () => {
    renderScreen(<Dialog />);
    expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Buka' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sesi Berakhir' });
    expect(dialog.textContent).toContain('Silakan masuk kembali.');
  });
});

describe('Select (dropdown loaded on first show)', () => {
  it('shows its label at once, then the chosen option and the options', async () => {
    renderScreen(
      <Select
        label="Agama"
        data={[
          { value: '1', label: 'Islam' },
          { value: '2', label: 'Kristen' },
        ]}
        value="2"
        onChange={() => {}}
      />,
    );
    expect(field('Agama').disabled).toBe(true);
    await waitFor(() => expect(field('Agama').disabled).toBe(false));
    expect(field('Agama').value).toBe('Kristen');
    await userEvent.click(field('Agama'));
    expect(await screen.findByRole('option', { name: 'Islam', hidden: true })).toBeTruthy();
  });
});

function BirthDate() {
  const [value, setValue] = useState('');
  return (
    <>
      <DateField label="Tanggal Lahir" withAsterisk value={value} onChange={setValue} />
      <output>{value}</output>
    </>
  );
}

describe('DateField (picker loaded on first show)', () => {
  it('shows its label at once, then takes a typed date the Indonesian way', async () => {
    renderScreen(<BirthDate />);
    // The stand-in is there from the first paint, named like the field, and says it cannot be used yet.
    expect(field('Tanggal Lahir').disabled).toBe(true);
    const input = await readyField('Tanggal Lahir');
    await userEvent.type(input, '17/8/1990');
    await userEvent.tab();
    expect(field('Tanggal Lahir').value).toBe('17 Agustus 1990');
    expect(screen.getByRole('status').textContent).toBe('1990-08-17');
  });
});

describe('a typed date', () => {
  it('is read padded or not, with slashes, dashes or dots, and refused when it is no date', async () => {
    const { parseTypedDate } = await import('./date-field-core');
    for (const typed of ['02/01/2030', '2/1/2030', '02-01-2030', '2.1.2030', '2/01/2030', '02/1/2030'])
      expect(parseTypedDate(typed), typed).toBe('2030-01-02');
    expect(parseTypedDate('17/05/1990')).toBe('1990-05-17');
    expect(parseTypedDate('17 Agustus 1990')).toBe('1990-08-17');
    expect(parseTypedDate('31/02/2030')).toBeNull();
    expect(parseTypedDate('kemarin')).toBeNull();
  });
});

describe('RadioGroup', () => {
  it('shows its options and the chosen one, and takes a choice', async () => {
    const chosen: string[] = [];
    renderScreen(
      <RadioGroup
        label="Kewarganegaraan"
        options={[
          { value: 'wni', label: 'WNI' },
          { value: 'wna', label: 'WNA' },
        ]}
        value="wni"
        onChange={(v) => chosen.push(v)}
      />,
    );
    expect(screen.getByRole('radiogroup', { name: 'Kewarganegaraan' })).toBeTruthy();
    const wni = screen.getByRole('radio', { name: 'WNI' }) as HTMLInputElement;
    expect(wni.checked).toBe(true);
    expect(wni.disabled).toBe(false);
    await userEvent.click(screen.getByRole('radio', { name: 'WNA' }));
    expect(chosen).toEqual(['wna']);
  });
});
