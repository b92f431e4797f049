import styled from 'styled-components';

/** Form fields and blocks stacked with the theme's rhythm. */
export const StyledStack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
`;

/** Two columns on wide screens, one on narrow ones. */
export const StyledColumns = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(200px, 1fr));
  gap: ${({ theme }) => theme.space[4]};
  align-items: start;
`;

export const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

export const StyledMuted = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.mutedForeground};
`;

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
