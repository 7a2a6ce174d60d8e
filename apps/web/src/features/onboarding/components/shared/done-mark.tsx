import { ThemeIcon } from '@mantine/core';

/** The round check mark above a step that has been sent: the waiting screen and 'Perbaikan terkirim'. */
export function DoneMark() {
  return (
    <ThemeIcon size={64} radius="xl" color="teal" variant="light" aria-hidden>
      <svg
        aria-hidden="true"
        width="34"
        height="34"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.4"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d="M5 12.5l4.5 4.5L19 7.5" />
      </svg>
    </ThemeIcon>
  );
}
