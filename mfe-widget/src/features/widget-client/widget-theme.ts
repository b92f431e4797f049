/**
 * The widget's own small theme. It cannot use the dashboard's (that comes with styled-components,
 * too heavy for visitors); neutrals are mixed from the text and background colours, and the text
 * colour gives way to dark or light text where it would not read on the background.
 */
export const WIDGET_THEME = {
  onDark: '#ffffff',
  onLight: '#09090b',
  online: '#16a34a',
  connecting: '#d97706',
  offline: '#a1a1aa',
  danger: '#dc2626',
  warning: '#d97706',
  font: "Inter, ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  shadow: '0 20px 25px -5px rgba(0, 0, 0, 0.12), 0 8px 10px -6px rgba(0, 0, 0, 0.08)',
  headerHeight: 60,
  composerHeight: 80,
} as const;
