import { describe, expect, it } from 'vitest';
import { MSG } from './messages';
import { statusNasabahText, userStatusText } from './status-texts';

describe('the back-office status names', () => {
  it('names a closed account Ditutup whatever its review status still says (decision 0130)', () => {
    for (const status of [2, 4, 5, 6, 7, 8]) expect(statusNasabahText(status, true)).toBe('Ditutup');
    expect(statusNasabahText(4)).toBe(MSG.statusRegistered);
    expect(statusNasabahText(4, false)).toBe(MSG.statusRegistered);
    expect(statusNasabahText(6)).toBe(MSG.statusBlacklisted);
  });

  it('names a closed account Ditutup in the users directory, an open one by its account status', () => {
    expect(userStatusText('closed')).toBe('Ditutup');
    expect(userStatusText('active')).toBe(MSG.userStatusActive);
  });
});
