/** Whether text on this background should be light or dark to stay readable (WCAG relative luminance). */
export function textToneOn(hexColour: string): 'light' | 'dark' {
  let hex = hexColour.replace('#', '');
  if (hex.length === 3) {
    hex = hex.replace(/./g, (digit) => digit + digit);
  }
  const [red, green, blue] = [0, 2, 4].map((start) => {
    const channel = parseInt(hex.slice(start, start + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  const luminance = 0.2126 * red + 0.7152 * green + 0.0722 * blue;
  return luminance > 0.179 ? 'dark' : 'light';
}
