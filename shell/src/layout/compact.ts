import { css } from 'styled-components';

/** Below this width the sidebar shows icons only, so the content keeps its room. */
export const COMPACT_BELOW = '768px';

/** Hidden from sight in the compact sidebar, still read out as the link's name. */
export const compactHidden = css`
  @media (max-width: ${COMPACT_BELOW}) {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
  }
`;
