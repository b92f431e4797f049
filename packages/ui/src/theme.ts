/** Text colours keep 4.5:1 against the backgrounds they sit on, rings and control tracks 3:1 (WCAG AA). */
const colors = {
  background: '#ffffff',
  foreground: '#09090b',
  card: '#ffffff',
  muted: '#f4f4f5',
  mutedForeground: '#6b6b73',
  border: '#e4e4e7',
  input: '#e4e4e7',
  primary: '#18181b',
  primaryForeground: '#fafafa',
  secondary: '#f4f4f5',
  secondaryForeground: '#18181b',
  accent: '#f4f4f5',
  destructive: '#dc2626',
  destructiveForeground: '#fafafa',
  destructiveSoft: '#fef2f2',
  success: '#15803d',
  successSoft: '#f0fdf4',
  warning: '#b45309',
  warningSoft: '#fffbeb',
  ring: '#71717a',
  /* An off switch's track: 3:1 against the card, as controls need. */
  switchOff: '#8a8a93',
  overlay: 'rgba(9, 9, 11, 0.55)',
  shimmer: 'rgba(255, 255, 255, 0.6)',
  sidebar: '#fafafa',
  sidebarForeground: '#3f3f46',
  sidebarActive: '#e4e4e7',
};

export const theme = {
  colors,
  radii: { sm: '4px', md: '6px', lg: '8px', xl: '12px', full: '9999px' },
  space: {
    0: '0',
    1: '4px',
    2: '8px',
    3: '12px',
    4: '16px',
    5: '20px',
    6: '24px',
    8: '32px',
    10: '40px',
    12: '48px',
    16: '64px',
  },
  fontSizes: { xs: '12px', sm: '14px', md: '16px', lg: '18px', xl: '20px', '2xl': '24px', '3xl': '30px' },
  fontWeights: { normal: 400, medium: 500, semibold: 600, bold: 700 },
  lineHeights: { tight: 1.25, normal: 1.5 },
  fonts: {
    body: "Inter, ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
    mono: "ui-monospace, SFMono-Regular, Menlo, Consolas, 'Liberation Mono', monospace",
  },
  shadows: {
    sm: '0 1px 2px 0 rgba(0, 0, 0, 0.05)',
    md: '0 4px 6px -1px rgba(0, 0, 0, 0.08), 0 2px 4px -2px rgba(0, 0, 0, 0.05)',
    lg: '0 10px 15px -3px rgba(0, 0, 0, 0.1), 0 4px 6px -4px rgba(0, 0, 0, 0.08)',
    xl: '0 20px 25px -5px rgba(0, 0, 0, 0.12), 0 8px 10px -6px rgba(0, 0, 0, 0.08)',
    ring: '0 0 0 2px #ffffff, 0 0 0 4px #71717a',
  },
  zIndices: { overlay: 50, toast: 100 },
  transitions: { fast: '120ms ease', normal: '200ms ease' },
};

export type Theme = typeof theme;
export type ThemeColor = keyof Theme['colors'];
