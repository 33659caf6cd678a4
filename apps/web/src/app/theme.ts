import { type CSSVariablesResolver, createTheme, type MantineColorsTuple } from '@mantine/core';

// Terracotta: warm like a café's brick and copper. Shade 7 carries white text at 5.3:1 and is the
// link colour on white (5.3:1); shade 4 is the link colour on the dark body (5.8:1).
const terracotta: MantineColorsTuple = [
  '#fdf2ec',
  '#f9e1d4',
  '#f2c1a6',
  '#eb9f77',
  '#e5824f',
  '#e07036',
  '#cf5f26',
  '#b04e1c',
  '#923f15',
  '#76320f',
];

// A warm, slightly brown dark set instead of Mantine's neutral grey; text dark-0 on body dark-7
// is 10:1, dimmed dark-1 is 7.5:1.
const dark: MantineColorsTuple = [
  '#d4cfca',
  '#b9b2ab',
  '#8f8780',
  '#6b645e',
  '#4a4541',
  '#3d3935',
  '#2f2c29',
  '#252220',
  '#1e1b19',
  '#141211',
];

/** Inter, the app's own font (src/font/inter.css), then the system's should it not load. */
export const FONT_FAMILY =
  '"Inter Variable", "Inter Fallback", system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';

export const theme = createTheme({
  primaryColor: 'terracotta',
  fontFamily: FONT_FAMILY,
  headings: { fontFamily: FONT_FAMILY },
  primaryShade: { light: 7, dark: 8 },
  colors: { terracotta, dark },
  autoContrast: true,
  defaultRadius: 'md',
  cursorType: 'pointer',
  respectReducedMotion: true,
  // Keyboard users always see where they are; mouse clicks do not leave rings behind.
  focusRing: 'auto',
});

// Mantine's default dimmed and error colours are below WCAG AA on white (3.3:1); these pass.
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    '--mantine-color-placeholder': 'var(--mantine-color-gray-6)',
  },
  dark: {
    '--mantine-color-dimmed': 'var(--mantine-color-dark-1)',
    '--mantine-color-error': 'var(--mantine-color-red-4)',
    '--mantine-color-placeholder': 'var(--mantine-color-dark-2)',
  },
});
