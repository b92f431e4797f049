import styled from 'styled-components';

/** Label on the left, value on the right, one pair a line. */
export const StyledRows = styled.dl`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  div {
    display: flex;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space[4]};
  }
  dt { color: ${({ theme }) => theme.colors.mutedForeground}; }
  dd { margin: 0; font-weight: ${({ theme }) => theme.fontWeights.medium}; text-align: right; }
`;

/** Card padding for cards without a header. */
export const StyledCardBody = styled.div`
  padding: ${({ theme }) => theme.space[6]};
`;
