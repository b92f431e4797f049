import styled from 'styled-components';
import { GlyphMic, GlyphPaperclip, GlyphSend } from './widget-icons';

const StyledComposer = styled.form`
  display: flex;
  flex: 1;
  flex-direction: column;
  justify-content: center;
  gap: ${({ theme }) => theme.space[1]};
  padding: 0 ${({ theme }) => theme.space[3]};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const StyledRow = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
`;

const StyledInput = styled.input`
  flex: 1;
  min-width: 0;
  height: 36px;
  padding: 0 ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.colors.input};
  border-radius: ${({ theme }) => theme.radii.full};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.foreground};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  &:disabled { opacity: 0.6; cursor: not-allowed; }
`;

const StyledIconButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 36px;
  height: 36px;
  flex-shrink: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.full};
  background: transparent;
  color: ${({ theme }) => theme.colors.mutedForeground};
  cursor: pointer;
  &:disabled { opacity: 0.5; cursor: not-allowed; }
`;

const StyledSend = styled(StyledIconButton)<{ $tone: 'light' | 'dark' }>`
  color: ${({ theme, $tone }) => ($tone === 'light' ? theme.colors.primaryForeground : theme.colors.foreground)};
`;

const StyledNote = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.mutedForeground};
  text-align: center;
`;

export interface WidgetComposerProps {
  placeholder: string;
  connected: boolean;
  primaryColor: string;
  primaryTone: 'light' | 'dark';
  enableFileUpload: boolean;
  enableVoiceInput: boolean;
}

/** The visitor's input row; everything in it waits for the chat connection. */
export function WidgetComposer({ placeholder, connected, primaryColor, primaryTone, enableFileUpload, enableVoiceInput }: WidgetComposerProps) {
  return (
    <StyledComposer onSubmit={(event) => event.preventDefault()}>
      <StyledRow>
        {enableFileUpload ? (
          <StyledIconButton type="button" aria-label="Attach a file" disabled>
            <GlyphPaperclip />
          </StyledIconButton>
        ) : null}
        <StyledInput aria-label="Message" placeholder={placeholder} disabled={!connected} />
        {enableVoiceInput ? (
          <StyledIconButton type="button" aria-label="Voice input" aria-pressed={false} disabled={!connected}>
            <GlyphMic />
          </StyledIconButton>
        ) : null}
        <StyledSend type="submit" aria-label="Send" $tone={primaryTone} style={{ background: primaryColor }} disabled={!connected}>
          <GlyphSend />
        </StyledSend>
      </StyledRow>
      {connected ? null : <StyledNote>Connecting to chat service...</StyledNote>}
    </StyledComposer>
  );
}
