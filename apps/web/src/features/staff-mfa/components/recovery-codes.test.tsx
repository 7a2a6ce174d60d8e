import { MSG } from '@kilau/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../../testing/render';
import { RecoveryCodes } from './recovery-codes';

const CODES = ['abcde-12345', 'fghij-67890', 'klmno-13579'];

afterEach(() => vi.restoreAllMocks());

describe('RecoveryCodes', () => {
  it('shows every code once, copies them, saves them as a text file, and goes on only when told they are kept', async () => {
    const onDone = vi.fn();
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    const blobs: Blob[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:codes';
    });
    URL.revokeObjectURL = vi.fn();
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderScreen(<RecoveryCodes codes={CODES} username="ani" onDone={onDone} />);

    const list = screen.getByRole('list', { name: MSG.mfaRecoveryTitle });
    expect(list.textContent).toBe(CODES.join(''));

    await user.click(screen.getByRole('button', { name: MSG.mfaRecoveryCopy }));
    expect(writeText).toHaveBeenCalledWith(CODES.join('\n'));
    expect(await screen.findByRole('button', { name: MSG.mfaRecoveryCopied })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: MSG.mfaRecoveryDownload }));
    expect(clicked).toHaveBeenCalledTimes(1);
    const text = await blobs[0]?.text();
    expect(text).toContain('ani');
    for (const c of CODES) expect(text).toContain(c);

    expect(onDone).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: MSG.mfaRecoverySaved }));
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
  });
});
