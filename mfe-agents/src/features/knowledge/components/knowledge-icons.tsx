import type { ReactNode, SVGProps } from 'react';

// Glyphs the shared icon set does not have yet, drawn on the same 24px grid and stroke.
interface GlyphProps extends Omit<SVGProps<SVGSVGElement>, 'children'> {
  size?: number;
}

function Glyph({ size = 16, children, ...props }: GlyphProps & { children: ReactNode }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable="false"
      aria-hidden="true"
      {...props}
    >
      {children}
    </svg>
  );
}

export function IconDocument(props: GlyphProps) {
  return (
    <Glyph {...props}>
      <path d="M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8z" />
      <path d="M14 3v5h5" />
    </Glyph>
  );
}

export function IconText(props: GlyphProps) {
  return (
    <Glyph {...props}>
      <path d="M4 6h16M4 12h16M4 18h10" />
    </Glyph>
  );
}

export function IconUpload(props: GlyphProps) {
  return (
    <Glyph {...props}>
      <path d="M12 15V4M7 9l5-5 5 5" />
      <path d="M4 15v4a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-4" />
    </Glyph>
  );
}

export function IconTrash(props: GlyphProps) {
  return (
    <Glyph {...props}>
      <path d="M4 7h16M10 11v6M14 11v6" />
      <path d="M6 7l1 12a2 2 0 0 0 2 2h6a2 2 0 0 0 2-2l1-12M9 7V4h6v3" />
    </Glyph>
  );
}

export function IconRefresh(props: GlyphProps) {
  return (
    <Glyph {...props}>
      <path d="M20 11a8 8 0 0 0-14.9-3.5M4 4v4h4" />
      <path d="M4 13a8 8 0 0 0 14.9 3.5M20 20v-4h-4" />
    </Glyph>
  );
}
