import { createTheme } from '@mantine/core';

/** Kilau's look: deep navy with a gold accent, readable on a small phone. */
export const theme = createTheme({
  primaryColor: 'gold',
  primaryShade: 7,
  colors: {
    gold: [
      '#fff8e1',
      '#ffefc2',
      '#fde08a',
      '#f9cf4f',
      '#f4c026',
      '#e8b010',
      '#c99400',
      '#9c7200',
      '#7a5900',
      '#5a4100',
    ],
    navy: [
      '#e9edf6',
      '#cdd5e8',
      '#a5b3d3',
      '#7b8fbd',
      '#566fa8',
      '#3d5690',
      '#2f4474',
      '#243559',
      '#1f2a44',
      '#141b2d',
    ],
  },
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontWeight: '700' },
  defaultRadius: 'md',
});
