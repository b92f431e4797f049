import { Outlet } from 'react-router-dom';
import styled from 'styled-components';
import { Sidebar } from './sidebar';

const StyledShell = styled.div`
  display: flex;
  min-height: 100vh;
  background: ${({ theme }) => theme.colors.background};
`;

const StyledMain = styled.main`
  flex: 1;
  min-width: 0;
  height: 100vh;
  overflow-y: auto;
`;

const StyledContent = styled.div`
  max-width: 1200px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space[8]};

  /* Beside the icon rail on a phone, the page needs its width more than wide margins. */
  @media (max-width: 480px) {
    padding: ${({ theme }) => theme.space[4]} ${({ theme }) => theme.space[3]};
  }
`;

export function DashboardLayout() {
  return (
    <StyledShell>
      <Sidebar />
      <StyledMain>
        <StyledContent>
          <Outlet />
        </StyledContent>
      </StyledMain>
    </StyledShell>
  );
}
