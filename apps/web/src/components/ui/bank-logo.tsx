import { bankName } from '@kilau/shared';
import { Avatar, type MantineSize } from '@mantine/core';

/**
 * The known partner banks get distinct colours; any other code one from the palette. Dark shades
 * only, so the white initials keep a 4.5:1 contrast.
 */
const COLOURS: Readonly<Record<string, string>> = { '037': 'navy.8', '022': 'red.9', '023': 'teal.9' };
const PALETTE = ['grape.9', 'blue.9', 'indigo.9', 'cyan.9'] as const;

/** 'Bank Artha Graha' → 'AG', 'CIMB Niaga' → 'CN', 'OCBC' → 'OCBC'. */
export function bankInitials(name: string): string {
  const words = name.split(/\s+/).filter((w) => w && w.toLowerCase() !== 'bank');
  if (words.length === 1) {
    const [word = ''] = words;
    return word.length <= 4 && word === word.toUpperCase() ? word : word.slice(0, 2).toUpperCase();
  }
  return words
    .slice(0, 2)
    .map((w) => w[0]?.toUpperCase() ?? '')
    .join('');
}

function colourFor(code: string): string {
  const known = COLOURS[code];
  if (known) return known;
  let sum = 0;
  for (const ch of code) sum += ch.charCodeAt(0);
  return PALETTE[sum % PALETTE.length] ?? 'navy.8';
}

/** A generated logo mark: the bank's initials in a coloured circle (no third-party artwork). */
export function BankLogo({ code, size = 'lg' }: { code: string; size?: MantineSize | number }) {
  const initials = bankInitials(bankName(code));
  return (
    <Avatar
      size={size}
      radius="xl"
      color={colourFor(code)}
      variant="filled"
      aria-hidden
      // Four letters (OCBC) need a smaller type to stay inside the circle.
      styles={
        initials.length > 2 ? { placeholder: { fontSize: 'calc(var(--avatar-size) / 3.6)' } } : undefined
      }
    >
      {initials}
    </Avatar>
  );
}
