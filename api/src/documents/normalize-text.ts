// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000e-\u001f\u007f-\u009f\u00ad\u200b-\u200d\u2060\ufeff]/g;
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
// eslint-disable-next-line no-control-regex
const LINE_BREAKS = /\r\n?|[\u000b\u000c\u0085\u2028\u2029]/g;
const SPACES = /[\t \u00a0\u1680\u2000-\u200a\u202f\u205f\u3000]+/g;

/**
 * Text as knowledge stores it: NFC, no control or invisible characters, single spaces, lines
 * trimmed, and paragraphs separated by exactly one blank line.
 */
export function normalizeText(text: string): string {
  return text
    .normalize('NFC')
    .replace(LINE_BREAKS, '\n')
    .replace(CONTROL, '')
    .replace(LONE_SURROGATE, '')
    .replace(SPACES, ' ')
    .split('\n')
    .map((line) => line.trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
