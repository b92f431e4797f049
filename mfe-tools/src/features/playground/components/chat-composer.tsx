import styled from 'styled-components';
import { PLAYGROUND_MESSAGE_MAX_LENGTH } from '@app/contracts';
import { Button, Textarea } from '@app/ui';
import type { PlaygroundChat } from '../hooks/use-playground-chat';

export interface ChatComposerProps {
  chat: PlaygroundChat;
  placeholder: string;
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

const StyledInput = styled(Textarea)`
  min-height: 40px;
  max-height: 120px;
  resize: none;
`;

export function ChatComposer({ chat, placeholder }: ChatComposerProps) {
  return (
    <StyledForm
      onSubmit={(event) => {
        event.preventDefault();
        void chat.send();
      }}
    >
      <StyledInput
        aria-label="Message"
        rows={1}
        maxLength={PLAYGROUND_MESSAGE_MAX_LENGTH}
        placeholder={placeholder}
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
