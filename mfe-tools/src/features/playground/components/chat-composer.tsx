import { type RefObject, useLayoutEffect, useRef } from 'react';
import styled from 'styled-components';
import { PLAYGROUND_MESSAGE_MAX_LENGTH } from '@app/contracts';
import { Button, Textarea } from '@app/ui';
import type { PlaygroundChat } from '../hooks/use-playground-chat';

export interface ChatComposerProps {
  chat: PlaygroundChat;
  placeholder: string;
  /** No agent is chosen yet: the box takes nothing that choosing one (a new chat) would throw away. */
  disabled?: boolean;
}

const StyledForm = styled.form`
  display: flex;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[4]} ${({ theme }) => theme.space[6]};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  @media (max-width: 600px) {
    padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  }
`;

const MAX_INPUT_HEIGHT = 120;

const StyledInput = styled(Textarea)`
  min-height: 40px;
  max-height: ${MAX_INPUT_HEIGHT}px;
  resize: none;
  /* On a phone the box is narrow: the hint is cut on one line rather than wrapped out of sight. */
  &::placeholder {
    white-space: nowrap;
    overflow: hidden;
    text-overflow: ellipsis;
  }
`;

/** The box grows with its text up to its maximum height, then scrolls. */
function useGrowingHeight(ref: RefObject<HTMLTextAreaElement | null>, text: string): void {
  useLayoutEffect(() => {
    const box = ref.current;
    if (!box) return;
    box.style.height = 'auto';
    const borders = box.offsetHeight - box.clientHeight;
    box.style.height = `${Math.min(box.scrollHeight + borders, MAX_INPUT_HEIGHT)}px`;
  }, [ref, text]);
}

export function ChatComposer({ chat, placeholder, disabled = false }: ChatComposerProps) {
  const input = useRef<HTMLTextAreaElement>(null);
  useGrowingHeight(input, chat.draft);
  return (
    <StyledForm
      onSubmit={(event) => {
        event.preventDefault();
        // Send disables itself while the agent answers: the box keeps the keyboard focus.
        input.current?.focus();
        void chat.send();
      }}
    >
      <StyledInput
        ref={input}
        aria-label="Message"
        rows={1}
        maxLength={PLAYGROUND_MESSAGE_MAX_LENGTH}
        placeholder={placeholder}
        disabled={disabled}
        value={chat.draft}
        onChange={(event) => chat.setDraft(event.target.value)}
        onKeyDown={(event) => {
          // Enter sends; Shift+Enter (and Enter while an input method is composing) adds a line.
          if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
            event.preventDefault();
            void chat.send();
          }
        }}
      />
      <Button type="submit" disabled={!chat.canSend}>
        Send
      </Button>
    </StyledForm>
  );
}
