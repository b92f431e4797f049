import { WIDGET_THEME } from './widget-theme';

/** WCAG relative luminance of a #rgb or #rrggbb colour. */
function luminance(hexColour: string): number {
  let hex = hexColour.replace('#', '');
  if (hex.length === 3) {
    hex = hex.replace(/./g, (digit) => digit + digit);
  }
  const [red, green, blue] = [0, 2, 4].map((start) => {
    const channel = parseInt(hex.slice(start, start + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * red + 0.7152 * green + 0.0722 * blue;
}

/** Whether text on this background should be light or dark to stay readable. */
export function textToneOn(hexColour: string): 'light' | 'dark' {
  return luminance(hexColour) > 0.179 ? 'dark' : 'light';
}

/** WCAG contrast ratio of two colours, 1 to 21. */
export function contrastRatio(first: string, second: string): number {
  const [lighter, darker] = [luminance(first), luminance(second)].sort((a, b) => b - a) as [number, number];
  return (lighter + 0.05) / (darker + 0.05);
}

/** What WCAG asks of body text. */
const READABLE_CONTRAST = 4.5;

/**
 * The text colour to use on a background: the configured one when it reads well there, else dark
 * or light text (the designer sets the background, not the text colour, so a dark background
 * would otherwise keep black text).
 */
export function readableTextOn(background: string, textColour: string): string {
  if (contrastRatio(background, textColour) >= READABLE_CONTRAST) {
    return textColour;
  }
  return textToneOn(background) === 'light' ? WIDGET_THEME.onDark : WIDGET_THEME.onLight;
}
