import { errorMessage } from '@app/api-client/errors';
import { signOut, useSession } from '@app/session';
import { Button, IconLogOut, useToast } from '@app/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { COMPACT_BELOW, compactHidden } from './compact';

const StyledUser = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  @media (max-width: ${COMPACT_BELOW}) {
    justify-content: center;
  }
`;

const StyledAvatar = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 32px;
  height: 32px;
  flex-shrink: 0;
  border-radius: ${({ theme }) => theme.radii.full};
  background: ${({ theme }) => theme.colors.sidebarActive};
  color: ${({ theme }) => theme.colors.foreground};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const StyledIdentity = styled.div`
  ${compactHidden}
  display: flex;
  flex: 1;
  flex-direction: column;
  min-width: 0;
`;

const StyledName = styled.span`
  overflow: hidden;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  color: ${({ theme }) => theme.colors.foreground};
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const StyledEmail = styled.span`
  overflow: hidden;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.mutedForeground};
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const StyledSignOut = styled(Button)`
  width: 100%;
  margin-top: ${({ theme }) => theme.space[3]};
  @media (max-width: ${COMPACT_BELOW}) {
    padding: 0;
  }
`;

const StyledSignOutText = styled.span`
  ${compactHidden}
`;

function initials(name: string): string {
  const letters = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]!.toUpperCase());
  return letters.join('') || '?';
}

export function SidebarUser() {
  const session = useSession();
  const [isLoading, setLoading] = useState(false);
  const { toast } = useToast();

  async function signOutHere() {
    setLoading(true);
    try {
      await signOut();
    } catch (error) {
      setLoading(false);
      toast({ title: 'Sign out failed', description: errorMessage(error), variant: 'destructive' });
    }
  }

  if (session.status !== 'signed-in') {
    return null;
  }
  const { user } = session;
  return (
    <>
      <StyledUser title={`${user.name} (${user.email})`}>
        <StyledAvatar aria-hidden="true">{initials(user.name)}</StyledAvatar>
        <StyledIdentity>
          <StyledName title={user.name}>{user.name}</StyledName>
          <StyledEmail title={user.email}>{user.email}</StyledEmail>
        </StyledIdentity>
      </StyledUser>
      <StyledSignOut variant="outline" size="sm" onClick={() => void signOutHere()} disabled={isLoading}>
        <IconLogOut size={14} />
        <StyledSignOutText>{isLoading ? 'Signing out…' : 'Sign out'}</StyledSignOutText>
      </StyledSignOut>
    </>
  );
}
