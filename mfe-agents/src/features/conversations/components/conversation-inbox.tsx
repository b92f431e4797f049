import { useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import styled from 'styled-components';
import type { Agent } from '@app/contracts';
import { Button, Card, CardContent, EmptyState, IconMessage } from '@app/ui';
import { usePickedConversation, type ConversationPick } from '../hooks/use-picked-conversation';
import { ConversationList } from './conversation-list';
import { ConversationView } from './conversation-view';

/** Narrower than this, the list and the open conversation take turns in one column. */
const ONE_COLUMN = '(max-width: 900px)';

const StyledInbox = styled.div`
  display: grid;
  grid-template-columns: minmax(260px, 360px) minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[6]};
  align-items: start;
  @media ${ONE_COLUMN} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const StyledPane = styled.div<{ $hiddenInOneColumn: boolean }>`
  min-width: 0;
  scroll-margin-top: ${({ theme }) => theme.space[4]};
  @media ${ONE_COLUMN} {
    display: ${({ $hiddenInOneColumn }) => ($hiddenInOneColumn ? 'none' : 'block')};
  }
`;

const StyledBack = styled.div`
  margin-bottom: ${({ theme }) => theme.space[3]};
  @media not all and ${ONE_COLUMN} {
    display: none;
  }
`;

function inOneColumn(): boolean {
  return window.matchMedia?.(ONE_COLUMN).matches ?? false;
}

export interface ConversationInboxProps {
  /** undefined: every agent's conversations. */
  agent: Agent | undefined;
}

/** The selected agent's (or every agent's) conversations beside the one being read; on a phone, one after the other. */
export function ConversationInbox({ agent }: ConversationInboxProps) {
  const [pick, setPick] = useState<ConversationPick | null>(null);
  const selected = usePickedConversation(pick);
  const listPane = useRef<HTMLDivElement>(null);
  const conversationPane = useRef<HTMLDivElement>(null);
  const backButton = useRef<HTMLButtonElement>(null);

  // In one column the tapped row's list is gone: show where the conversation starts, not the page's middle.
  useEffect(() => {
    if (pick && inOneColumn()) {
      conversationPane.current?.scrollIntoView({ block: 'start' });
      backButton.current?.focus({ preventScroll: true });
    }
  }, [pick]);

  function backToList() {
    const openId = pick?.id;
    flushSync(() => setPick(null));
    // Back where the manager left the list: on the row they had opened.
    const rows = listPane.current?.querySelectorAll<HTMLElement>('[data-conversation-id]') ?? [];
    [...rows].find((row) => row.dataset.conversationId === openId)?.focus();
  }

  return (
    <StyledInbox>
      <StyledPane ref={listPane} $hiddenInOneColumn={Boolean(selected)}>
        <ConversationList agent={agent} selectedId={selected?.id ?? null} onSelect={(id, from) => setPick({ id, from })} />
      </StyledPane>
      <StyledPane ref={conversationPane} $hiddenInOneColumn={!selected}>
        {selected ? (
          <>
            <StyledBack>
              <Button ref={backButton} size="sm" variant="ghost" onClick={backToList}>
                <span aria-hidden="true">←</span> Back to conversations
              </Button>
            </StyledBack>
            <ConversationView key={selected.id} conversation={selected} />
          </>
        ) : (
          <Card>
            <CardContent>
              <EmptyState icon={<IconMessage size={22} />} title="Select a conversation" description="Follow it live and join in when a person is needed." />
            </CardContent>
          </Card>
        )}
      </StyledPane>
    </StyledInbox>
  );
}
