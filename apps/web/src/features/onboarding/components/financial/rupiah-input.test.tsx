import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { formatRupiahDigits, parseRupiahDigits, RupiahInput } from './rupiah-input';

function Harness({ initial = '' }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <MantineProvider>
      <RupiahInput label="Saldo" value={value} onChange={setValue} />
      <output>{value}</output>
    </MantineProvider>
  );
}

describe('rupiah formatting', () => {
  it('groups thousands with dots (id-ID) and drops leading zeros', () => {
    expect(formatRupiahDigits('')).toBe('');
    expect(formatRupiahDigits('0')).toBe('0');
    expect(formatRupiahDigits('007500')).toBe('7.500');
    expect(formatRupiahDigits('1500000000')).toBe('1.500.000.000');
    expect(formatRupiahDigits('999999999999999')).toBe('999.999.999.999.999');
  });

  it('reads back the digit string, at most 15 digits', () => {
    expect(parseRupiahDigits('Rp 1.500.000')).toBe('1500000');
    expect(parseRupiahDigits('1'.repeat(20))).toBe('1'.repeat(15));
  });
});

describe('RupiahInput', () => {
  it('formats while typing and keeps the digits as the value', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const input = screen.getByLabelText('Saldo') as HTMLInputElement;
    await user.type(input, '12a345,67');
    expect(input.value).toBe('1.234.567');
    expect(screen.getByRole('status').textContent).toBe('1234567');
    expect(input.getAttribute('inputmode')).toBe('numeric');
  });

  it('keeps the caret after the same digit when a dot appears', async () => {
    const user = userEvent.setup();
    render(<Harness initial="12345" />);
    const input = screen.getByLabelText('Saldo') as HTMLInputElement;
    expect(input.value).toBe('12.345');
    // Caret after "12" (before the dot), then type 9 → 129.345 with the caret after the 9.
    input.focus();
    input.setSelectionRange(2, 2);
    await user.keyboard('9');
    expect(input.value).toBe('129.345');
    expect(input.selectionStart).toBe(3);
  });
});
