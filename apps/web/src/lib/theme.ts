import { MSG } from '@kilau/shared';
import {
  type CSSVariablesResolver,
  createTheme,
  defaultVariantColorsResolver,
  parseThemeColor,
  type VariantColorsResolver,
} from '@mantine/core';

/**
 * Where even the darkest shade of a Mantine palette reads under 4.5:1 on its palest tint (orange
 * #d9480f on #fff4e6 is 3.96:1, yellow, lime and green likewise), a light variant's text is this
 * deeper tone of the same hue instead (WCAG AA, docs/architecture.md §6; decision 0128).
 */
export const LIGHT_VARIANT_TEXT: Readonly<Record<string, string>> = {
  orange: '#9a3412',
  yellow: '#7a5900',
  lime: '#3d6b06',
  green: '#1e6b2e',
};

/**
 * Light variants (badges, alerts, icons) get the palest background and the darkest text of their
 * colour: Mantine's defaults fall just under 4.5:1 for teal and gold.
 */
export const variantColorResolver: VariantColorsResolver = (input) => {
  const defaults = defaultVariantColorsResolver(input);
  if (input.variant !== 'light') return defaults;
  const parsed = parseThemeColor({ color: input.color ?? input.theme.primaryColor, theme: input.theme });
  if (!parsed.isThemeColor) return defaults;
  return {
    ...defaults,
    background: `var(--mantine-color-${parsed.color}-0)`,
    hover: `var(--mantine-color-${parsed.color}-1)`,
    color: LIGHT_VARIANT_TEXT[parsed.color] ?? `var(--mantine-color-${parsed.color}-9)`,
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
    // A dialog's <header> is not the page's banner: without a role it would be a second one
    // (axe: landmark-no-duplicate-banner; decision 0128).
    Modal: {
      defaultProps: {
        closeButtonProps: { 'aria-label': MSG.buttonClose },
        attributes: { header: { role: 'none' } },
      },
    },
    Drawer: {
      defaultProps: {
        closeButtonProps: { 'aria-label': MSG.buttonClose },
        attributes: { header: { role: 'none' } },
      },
    },
    Notification: { defaultProps: { closeButtonProps: { 'aria-label': MSG.buttonClose } } },
    // Mantine names the eye button 'Toggle password visibility': every password field says it in
    // Indonesian, with the catalogue's one word for the thing (decision 0128).
    PasswordInput: { defaultProps: { visibilityToggleButtonProps: { 'aria-label': MSG.showPassword } } },
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
