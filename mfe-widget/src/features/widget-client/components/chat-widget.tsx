import { useEffect, useRef, type CSSProperties, type KeyboardEvent } from 'react';
import { readableTextOn, textToneOn } from '../colours';
import { useFrameState } from '../hooks/use-frame-state';
import { useLiveChat } from '../hooks/use-live-chat';
import { openSocketConnection, type OpenVisitorConnection } from '../live-chat/visitor-connection';
import { WELCOME_ID } from '../live-chat/chat-messages';
import { historyHeight } from '../parse-widget-config';
import type { WidgetParams } from '../widget-params';
import { cornerOffsets } from '../widget-layout';
import { useWidgetStyles } from '../widget-styles';
import { WIDGET_THEME } from '../widget-theme';
import { MessageList } from './message-list';
import { WidgetComposer } from './widget-composer';
import { WidgetHeader } from './widget-header';
import { GlyphChat } from './widget-icons';

export interface ChatWidgetProps {
  params: WidgetParams;
  /** The live connection; tests hand in their own. */
  openConnection?: OpenVisitorConnection;
}

/** The visitor's chat: the launcher in its corner, or the open panel talking to the agent live. */
export function ChatWidget({ params, openConnection = openSocketConnection }: ChatWidgetProps) {
  useWidgetStyles();
  const { agentId, config, embedded } = params;
  const chat = useLiveChat({ agentId, welcome: config.welcomeMessage, openConnection });
  const [open, setOpen] = useFrameState(!embedded);
  const colours = {
    '--cw-primary': config.primaryColor,
    '--cw-on-primary': textToneOn(config.primaryColor) === 'light' ? WIDGET_THEME.onDark : WIDGET_THEME.onLight,
    '--cw-bg': config.backgroundColor,
    '--cw-text': readableTextOn(config.backgroundColor, config.textColor),
    '--cw-radius': `${config.borderRadius}px`,
    '--cw-width': `${config.width}px`,
    '--cw-height': `${config.height}px`,
  } as CSSProperties;
  const corner = cornerOffsets(config.position);
  const online = chat.status === 'online';
  const panel = useRef<HTMLElement>(null);
  const wasOpen = useRef(open);
  // Opening moves the keyboard into the chat (the message box, or the panel while it is disabled);
  // the panel closes with Escape as with its collapse button.
  useEffect(() => {
    if (open && !wasOpen.current) {
      const input = panel.current?.querySelector<HTMLInputElement>('.cw-input:not(:disabled)');
      (input ?? panel.current)?.focus();
    }
    wasOpen.current = open;
  }, [open]);
  const unavailable = chat.status === 'offline' && !chat.willRetry;
  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key === 'Escape') setOpen(false);
  };

  return (
    <div className="cw" style={colours} data-agent-id={agentId}>
      {open ? (
          <section ref={panel} tabIndex={-1} className="cw-panel" aria-label={`Chat with ${config.agentName}`} style={corner} onKeyDown={closeOnEscape}>
            <WidgetHeader
              agentName={config.agentName}
              showAvatar={config.showAgentAvatar}
              logoUrl={config.logoUrl}
              status={chat.status}
              willRetry={chat.willRetry}
              onCollapse={() => setOpen(false)}
            />
            {/* A refused chat does not greet the visitor with an offer of help it cannot give. */}
            <MessageList messages={unavailable ? chat.messages.filter((message) => message.id !== WELCOME_ID) : chat.messages} typing={chat.typing} height={historyHeight(config)} />
            {chat.notice ? (
              <p className="cw-notice" role="alert">
                {chat.notice}
              </p>
            ) : null}
            <WidgetComposer
              placeholder={config.placeholder}
              connected={online}
              unavailable={unavailable}
              enableFileUpload={config.enableFileUpload}
              enableVoiceInput={config.enableVoiceInput}
              onSend={chat.send}
            />
          </section>
      ) : (
        <button type="button" className="cw-launcher" aria-label={`Open chat with ${config.agentName}`} aria-expanded={false} style={corner} onClick={() => setOpen(true)}>
          <GlyphChat />
        </button>
      )}
    </div>
  );
}
