import { useMediaQuery } from '@mantine/hooks';

/**
 * Whether the screen is narrower than Mantine's `sm` breakpoint (48em, a phone), where a screen
 * shows cards or stacked rows instead of wide tables. Read in the first render, so the wide layout
 * never flashes on a phone; false where no media query answers (the unit tests' default).
 */
export function usePhoneWidth(): boolean {
  return useMediaQuery('(max-width: 47.99em)', false, { getInitialValueInEffect: false });
}
