import { ROLES } from '@kilau/shared';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderScreen } from '../testing/render';
import { session } from './session';
import { useFileUrl } from './use-file-url';

function Shown({ label }: { label: string }) {
  const file = useFileUrl('test-file', '/v1/get/file?path=kyc%2Fk%2Fktp.png');
  return file.data ? <span>{`${label} ${file.data}`}</span> : null;
}

function Gallery() {
  const [open, setOpen] = useState(true);
  return (
    <>
      <Shown label="thumbnail" />
      {open && <Shown label="lightbox" />}
      <button type="button" onClick={() => setOpen(false)}>
        close
      </button>
    </>
  );
}

describe('useFileUrl', () => {
  afterEach(() => localStorage.clear());

  it('keeps an object URL while any screen still shows it, and releases it after the last', async () => {
    session.signIn('t', ROLES.brokerAdmin, 'broker');
    URL.createObjectURL = () => 'blob:ktp';
    const revoke = vi.fn();
    URL.revokeObjectURL = revoke;
    mockApi({ 'GET /v1/get/file?path=kyc%2Fk%2Fktp.png': { body: {} } });
    const both = renderScreen(<Gallery />);
    expect(await screen.findByText('thumbnail blob:ktp')).toBeTruthy();
    expect(await screen.findByText('lightbox blob:ktp')).toBeTruthy();
    // The lightbox closes: the thumbnail still shows the picture.
    await userEvent.click(screen.getByRole('button', { name: 'close' }));
    expect(screen.queryByText('lightbox blob:ktp')).toBeNull();
    expect(revoke).not.toHaveBeenCalled();
    both.unmount();
    expect(revoke).toHaveBeenCalledWith('blob:ktp');
  });
});
