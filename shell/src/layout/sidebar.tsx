import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { APP_TITLE } from '../routes/screen-routes';
import { isNavItemActive, NAV_GROUPS } from './sidebar-nav';
import { COMPACT_BELOW, compactHidden } from './compact';
import { SidebarUser } from './sidebar-user';

const StyledAside = styled.aside`
  position: sticky;
  top: 0;
  display: flex;
  flex-direction: column;
  width: 256px;
  height: 100vh;
  flex-shrink: 0;
  border-right: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.sidebar};
  color: ${({ theme }) => theme.colors.sidebarForeground};
  @media (max-width: ${COMPACT_BELOW}) {
    width: 64px;
  }
`;

const StyledBrand = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  height: 64px;
  padding: 0 ${({ theme }) => theme.space[5]};
  @media (max-width: ${COMPACT_BELOW}) {
    justify-content: center;
    padding: 0;
  }
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const StyledMark = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 32px;
  height: 32px;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.primaryForeground};
`;

const StyledTitle = styled.span`
  ${compactHidden}
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.foreground};
`;

const StyledNav = styled.nav`
  flex: 1;
  overflow-y: auto;
  padding: ${({ theme }) => theme.space[4]} ${({ theme }) => theme.space[3]};
`;

const StyledGroup = styled.div`
  & + & { margin-top: ${({ theme }) => theme.space[6]}; }
`;

const StyledGroupLabel = styled.div`
  ${compactHidden}
  padding: 0 ${({ theme }) => theme.space[3]};
  margin-bottom: ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  color: ${({ theme }) => theme.colors.mutedForeground};
  text-transform: uppercase;
  letter-spacing: 0.05em;
`;

const StyledList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: 2px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const StyledLink = styled(Link)`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  height: 36px;
  padding: 0 ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.md};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  text-decoration: none;
  transition: background ${({ theme }) => theme.transitions.fast};
  &:hover { background: ${({ theme }) => theme.colors.accent}; color: ${({ theme }) => theme.colors.foreground}; }
  @media (max-width: ${COMPACT_BELOW}) {
    justify-content: center;
    padding: 0;
  }
  &[aria-current='page'] {
    background: ${({ theme }) => theme.colors.sidebarActive};
    color: ${({ theme }) => theme.colors.foreground};
  }
`;

const StyledFooter = styled.div`
  padding: ${({ theme }) => theme.space[4]} ${({ theme }) => theme.space[5]};
  @media (max-width: ${COMPACT_BELOW}) {
    padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[2]};
  }
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const StyledLabel = styled.span`
  ${compactHidden}
`;

const StyledCopyright = styled.p`
  ${compactHidden}
  margin-top: ${({ theme }) => theme.space[3]};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.mutedForeground};
`;

export function Sidebar() {
  const { pathname } = useLocation();
  return (
    <StyledAside>
      <StyledBrand>
        <StyledMark aria-hidden="true">
          <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
            <rect x="4" y="8" width="16" height="12" rx="2" />
            <path d="M12 8V4M9 13v2M15 13v2" />
          </svg>
        </StyledMark>
        <StyledTitle>{APP_TITLE}</StyledTitle>
      </StyledBrand>
      <StyledNav aria-label="Main navigation">
        {NAV_GROUPS.map((group) => (
          <StyledGroup key={group.label}>
            <StyledGroupLabel id={`nav-group-${group.label.toLowerCase()}`}>{group.label}</StyledGroupLabel>
            <StyledList aria-labelledby={`nav-group-${group.label.toLowerCase()}`}>
              {group.items.map(({ label, to, icon: Icon }) => (
                <li key={to}>
                  <StyledLink to={to} title={label} aria-current={isNavItemActive(pathname, to, group.match) ? 'page' : undefined}>
                    <Icon size={16} />
                    <StyledLabel>{label}</StyledLabel>
                  </StyledLink>
                </li>
              ))}
            </StyledList>
          </StyledGroup>
        ))}
      </StyledNav>
      <StyledFooter>
        <SidebarUser />
        <StyledCopyright>© 2026 All rights reserved.</StyledCopyright>
      </StyledFooter>
    </StyledAside>
  );
}
