import styled from 'styled-components';

/**
 * An agent's name beside an icon or a badge. Names may be 120 characters without a space (an
 * address), so it breaks anywhere rather than running past its card.
 */
export const StyledAgentName = styled.span`
  min-width: 0;
  overflow-wrap: anywhere;
`;
