import { useState } from 'react';
import styled, { createGlobalStyle } from 'styled-components';
import { textToneOn } from '../features/widget-client/colours';
import { MessageList } from '../features/widget-client/components/message-list';
import { WidgetComposer } from '../features/widget-client/components/widget-composer';
import { WidgetHeader, type ConnectionStatus } from '../features/widget-client/components/widget-header';
import { useWidgetMessages } from '../features/widget-client/hooks/use-widget-messages';
import { useWidgetParams } from '../features/widget-client/hooks/use-widget-params';
import { historyHeight } from '../features/widget-client/parse-widget-config';

// The page is shown inside other sites' frames: only the widget itself may paint.
const TransparentPage = createGlobalStyle`
  html, body { background: transparent; }
`;

const StyledPage = styled.main`
  display: flex;
  flex-direction: column;
  justify-content: flex-end;
  min-height: 100vh;
`;

const StyledWidget = styled.section`
  display: flex;
  flex-direction: column;
  width: 100%;
  overflow: hidden;
  box-sizing: border-box;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.xl};
  box-shadow: ${({ theme }) => theme.shadows.lg};
`;

export default function WidgetClientScreen() {
  const { agentId, config } = useWidgetParams();
  const messages = useWidgetMessages(config.welcomeMessage);
  const [collapsed, setCollapsed] = useState(false);
  // The live connection arrives with the chat service; until then the widget is connecting.
  const status: ConnectionStatus = 'connecting';
  return (
    <StyledPage>
      <TransparentPage />
      <StyledWidget
        aria-label={`Chat with ${config.agentName}`}
        data-agent-id={agentId}
        style={{ height: collapsed ? undefined : config.height, background: config.backgroundColor }}
      >
        <WidgetHeader
          agentName={config.agentName}
          showAvatar={config.showAgentAvatar}
          status={status}
          primaryColor={config.primaryColor}
          collapsed={collapsed}
          onToggle={() => setCollapsed((current) => !current)}
        />
        {collapsed ? null : (
          <>
            <MessageList messages={messages} height={historyHeight(config)} primaryColor={config.primaryColor} />
            <WidgetComposer
              placeholder={config.placeholder}
              connected={false}
              primaryColor={config.primaryColor}
              primaryTone={textToneOn(config.primaryColor)}
              enableFileUpload={config.enableFileUpload}
              enableVoiceInput={config.enableVoiceInput}
            />
          </>
        )}
      </StyledWidget>
    </StyledPage>
  );
}
