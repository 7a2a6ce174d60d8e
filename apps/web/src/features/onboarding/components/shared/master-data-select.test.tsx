import { MSG } from '@kilau/shared';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../../../testing/render';
import { MasterDataSelect } from './master-data-select';

const base = {
  data: undefined,
  isFetching: false,
  isError: false,
  refetch: vi.fn(),
  fetchStatus: 'idle',
} as const;

describe('MasterDataSelect', () => {
  it('waits for its parent', () => {
    renderScreen(
      <MasterDataSelect
        label="Kecamatan"
        query={base}
        value=""
        onChange={() => {}}
        waitingFor="Pilih Kabupaten/Kota terlebih dahulu"
      />,
    );
    expect(screen.getByPlaceholderText('Pilih Kabupaten/Kota terlebih dahulu')).toHaveProperty(
      'disabled',
      true,
    );
  });
  it('says when a list failed, with a retry', () => {
    renderScreen(
      <MasterDataSelect
        label="Agama"
        query={{ ...base, isError: true, fetchStatus: 'idle' }}
        value=""
        onChange={() => {}}
      />,
    );
    expect(screen.getByText(MSG.selectLoadFailed)).toBeTruthy();
    expect(screen.getByRole('button', { name: MSG.buttonRetry })).toBeTruthy();
  });
  it('says when a list is empty', () => {
    renderScreen(
      <MasterDataSelect label="Agama" query={{ ...base, data: [] }} value="" onChange={() => {}} />,
    );
    expect(screen.getByText(MSG.selectNoOptions)).toBeTruthy();
  });
});
