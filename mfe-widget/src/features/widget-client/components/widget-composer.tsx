import { useState, type FormEvent } from 'react';
import { CHAT_MESSAGE_MAX_LENGTH } from '@app/contracts';
import { useDictation } from '../hooks/use-dictation';
import { GlyphMic, GlyphPaperclip, GlyphSend } from './widget-icons';

export interface WidgetComposerProps {
  placeholder: string;
  connected: boolean;
  /** Not connected and not trying again (the server refused the chat, or no agent is named). */
  unavailable: boolean;
  enableFileUpload: boolean;
  enableVoiceInput: boolean;
  /** Returns whether the text went out, so the input is cleared only then. */
  onSend: (text: string) => boolean;
}

/** The visitor's input row; everything in it waits for the chat connection. */
export function WidgetComposer({ placeholder, connected, unavailable, enableFileUpload, enableVoiceInput, onSend }: WidgetComposerProps) {
  const [text, setText] = useState('');
  const dictation = useDictation((spoken) => setText((current) => (current ? `${current} ${spoken}` : spoken)));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (onSend(text)) {
      setText('');
    }
  };
  return (
    <form className="cw-composer" onSubmit={submit}>
      <div className="cw-row">
        {enableFileUpload ? (
          <button type="button" className="cw-icon" aria-label="Attach a file" title="Attaching files is not available" disabled>
            <GlyphPaperclip />
          </button>
        ) : null}
        <input
          className="cw-input"
          aria-label="Message"
          placeholder={placeholder}
          value={text}
          dir="auto"
          // Not cut at the limit while typing or pasting: sending says how long a message may be, and nothing is lost.
          aria-invalid={text.trim().length > CHAT_MESSAGE_MAX_LENGTH ? true : undefined}
          onChange={(event) => setText(event.target.value)}
          disabled={!connected}
          autoComplete="off"
        />
        {enableVoiceInput ? (
          <button
            type="button"
            className="cw-icon"
            aria-label="Voice input"
            aria-pressed={dictation.listening}
            title={dictation.supported ? 'Voice input' : 'Voice input is not available in this browser'}
            disabled={!connected || !dictation.supported}
            onClick={dictation.toggle}
          >
            <GlyphMic />
          </button>
        ) : null}
        <button type="submit" className="cw-icon cw-send" aria-label="Send" disabled={!connected}>
          <GlyphSend />
        </button>
      </div>
      {connected ? null : <p className="cw-note">{unavailable ? 'Chat is not available right now.' : 'Connecting to chat service...'}</p>}
    </form>
  );
}
