import { useRef } from 'react';
import styled from 'styled-components';
import { errorMessage } from '@app/api-client';
import { Button, Skeleton } from '@app/ui';
import { useKnowledgeList } from '../hooks/use-knowledge-list';
import { KnowledgeItemRow } from './knowledge-item-row';

export const KNOWLEDGE_LIST_HEIGHT = 200;

export interface KnowledgeListProps {
  agentId: string;
}

const StyledSection = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
`;

const StyledHeading = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const StyledBox = styled.div`
  overflow-y: auto;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
`;

const StyledList = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

const StyledMessage = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[2]};
  height: 100%;
  padding: ${({ theme }) => theme.space[4]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.mutedForeground};
  text-align: center;
`;

const StyledEmptyTitle = styled.strong`
  color: ${({ theme }) => theme.colors.foreground};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const StyledSkeletons = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[3]};
`;

function ListBody({ agentId, onDeleted }: KnowledgeListProps & { onDeleted: () => void }) {
  const { data: items, isLoading, error, refetch } = useKnowledgeList(agentId);
  if (isLoading) {
    return (
      <StyledSkeletons>
        <Skeleton height={32} />
        <Skeleton height={32} />
        <Skeleton height={32} />
      </StyledSkeletons>
    );
  }
  if (error && !items) {
    return (
      <StyledMessage role="alert">
        Could not load knowledge: {errorMessage(error)}
        <Button variant="outline" size="sm" onClick={() => void refetch()}>
          Retry
        </Button>
      </StyledMessage>
    );
  }
  if (!items || items.length === 0) {
    return (
      <StyledMessage>
        <StyledEmptyTitle>No knowledge yet</StyledEmptyTitle>
        Add documents, Q&amp;A pairs, websites or text above; the agent answers from them.
      </StyledMessage>
    );
  }
  return (
    <StyledList aria-label="Knowledge items">
      {items.map((item) => (
        <KnowledgeItemRow key={item.id} item={item} onDeleted={onDeleted} />
      ))}
    </StyledList>
  );
}

export function KnowledgeList({ agentId }: KnowledgeListProps) {
  // A deleted item's row takes the keyboard focus with it; the box keeps it, even once empty.
  const boxRef = useRef<HTMLDivElement>(null);
  return (
    <StyledSection aria-label="Knowledge base">
      <StyledHeading>Knowledge base</StyledHeading>
      <StyledBox ref={boxRef} tabIndex={-1} style={{ height: KNOWLEDGE_LIST_HEIGHT }} data-testid="knowledge-list">
        <ListBody agentId={agentId} onDeleted={() => boxRef.current?.focus()} />
      </StyledBox>
    </StyledSection>
  );
}
