import styled from 'styled-components';

/** One column on phones, up to three on wide screens. */
export const StyledAgentsGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(280px, 100%), 1fr));
  gap: ${({ theme }) => theme.space[6]};
`;
