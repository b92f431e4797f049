import styled, { keyframes } from 'styled-components';

const bounce = keyframes`
  0%, 80%, 100% { transform: translateY(0); opacity: 0.4; }
  40% { transform: translateY(-3px); opacity: 1; }
`;

const StyledBubble = styled.div`
  display: inline-flex;
  align-self: flex-start;
  gap: ${({ theme }) => theme.space[1]};
  padding: ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.muted};
`;

const StyledDot = styled.span<{ $delay: number }>`
  width: 6px;
  height: 6px;
  border-radius: ${({ theme }) => theme.radii.full};
  background: ${({ theme }) => theme.colors.mutedForeground};
  animation: ${bounce} 1.2s ease-in-out infinite;
  animation-delay: ${({ $delay }) => $delay}ms;
`;

export function TypingIndicator() {
  return (
    <StyledBubble role="status" aria-label="Agent is typing">
      <StyledDot $delay={0} />
      <StyledDot $delay={150} />
      <StyledDot $delay={300} />
    </StyledBubble>
  );
}
