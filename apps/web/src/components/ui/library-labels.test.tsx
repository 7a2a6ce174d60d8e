/**
 * The names the libraries give their own controls, as a screen reader announces them: Indonesian
 * from the catalogue, never the libraries' English defaults (decision 0128).
 */
import { MSG } from '@kilau/shared';
import { Modal, PasswordInput } from '@mantine/core';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../testing/render';
import { PagedTable } from './paged-table';

describe('library controls named in Indonesian', () => {
  it("a password field's show button, wherever the field is used", () => {
    renderScreen(<PasswordInput label={MSG.passwordLabel} />);
    expect(screen.getByRole('button', { name: MSG.showPassword })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /toggle/i })).toBeNull();
  });

  it("a dialog's header is no second banner of the page", async () => {
    renderScreen(
      <Modal opened onClose={() => {}} title={MSG.profileChangePassword}>
        <p>isi</p>
      </Modal>,
    );
    await screen.findByRole('dialog');
    expect(screen.queryByRole('banner')).toBeNull();
  });

  it("a back-office table's pager arrows", () => {
    const records = Array.from({ length: 10 }, (_, i) => ({ id: String(i), name: `Peserta ${i}` }));
    renderScreen(
      <PagedTable
        records={records}
        columns={[{ accessor: 'name' }]}
        idAccessor="id"
        total={25}
        page={1}
        onPageChange={() => {}}
      />,
    );
    expect(screen.getByRole('button', { name: MSG.tablePagePrevious })).toBeTruthy();
    expect(screen.getByRole('button', { name: MSG.tablePageNext })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /previous|next/i })).toBeNull();
  });
});
