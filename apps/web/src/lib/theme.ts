import { MSG } from '@kilau/shared';
import {
  type CSSVariablesResolver,
  createTheme,
  defaultVariantColorsResolver,
  parseThemeColor,
  type VariantColorsResolver,
} from '@mantine/core';

/**
 * Light variants (badges, alerts, icons) get the palest background and the darkest text of their
 * colour: Mantine's defaults fall just under 4.5:1 for teal and gold.
 */
const variantColorResolver: VariantColorsResolver = (input) => {
  const defaults = defaultVariantColorsResolver(input);
  if (input.variant !== 'light') return defaults;
  const parsed = parseThemeColor({ color: input.color ?? input.theme.primaryColor, theme: input.theme });
  if (!parsed.isThemeColor) return defaults;
  return {
    ...defaults,
    background: `var(--mantine-color-${parsed.color}-0)`,
    hover: `var(--mantine-color-${parsed.color}-1)`,
    color: `var(--mantine-color-${parsed.color}-9)`,
  };
};

/**
 * Kilau's look: deep navy with a gold accent, readable on a small phone. Every text colour meets
 * WCAG AA (4.5:1): the primary shade is the dark gold, and dimmed text and errors are darker
 * than Mantine's defaults.
 */
export const theme = createTheme({
  primaryColor: 'gold',
  primaryShade: 8,
  autoContrast: true,
  variantColorResolver,
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
  components: {
    // Every dialog's close button is named for screen readers.
    // Plain objects, not Modal.extend(): importing the components here would pull them (and their
    // scroll area and focus trap) into the entry chunk of every page.
    Modal: { defaultProps: { closeButtonProps: { 'aria-label': MSG.buttonClose } } },
    Drawer: { defaultProps: { closeButtonProps: { 'aria-label': MSG.buttonClose } } },
    Notification: { defaultProps: { closeButtonProps: { 'aria-label': MSG.buttonClose } } },
  },
});

export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': '#5c636a',
    '--mantine-color-error': '#c92a2a',
  },
  dark: {},
});
