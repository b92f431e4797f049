import type { ReactNode } from 'react';

// The few glyphs the widget needs that the shared icon set does not have.
function Glyph({ children }: { children: ReactNode }) {
  return (
    <svg width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      {children}
    </svg>
  );
}

export function GlyphSend() {
  return (
    <Glyph>
      <path d="m22 2-7 20-4-9-9-4zM22 2 11 13" />
    </Glyph>
  );
}

export function GlyphPaperclip() {
  return (
    <Glyph>
      <path d="m21.4 11.1-9.2 9.2a6 6 0 0 1-8.5-8.5l9.2-9.2a4 4 0 0 1 5.7 5.7l-9.2 9.2a2 2 0 0 1-2.8-2.8l8.5-8.5" />
    </Glyph>
  );
}

export function GlyphMic() {
  return (
    <Glyph>
      <rect x="9" y="2" width="6" height="12" rx="3" />
      <path d="M5 10v1a7 7 0 0 0 14 0v-1M12 18v4" />
    </Glyph>
  );
}

export function GlyphChevron({ up }: { up: boolean }) {
  return <Glyph>{up ? <path d="m18 15-6-6-6 6" /> : <path d="m6 9 6 6 6-6" />}</Glyph>;
}

export function GlyphBot() {
  return (
    <Glyph>
      <rect x="4" y="8" width="16" height="12" rx="2" />
      <path d="M12 8V4M9 4h6M9 13v2M15 13v2" />
    </Glyph>
  );
}

export function GlyphChat() {
  return (
    <svg width="26" height="26" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <path d="M21 15a2 2 0 0 1-2 2H7l-4 4V5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2z" />
    </svg>
  );
}
