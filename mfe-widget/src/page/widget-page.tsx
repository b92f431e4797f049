import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ChatWidget } from '../features/widget-client/components/chat-widget';
import { readWidgetParams } from '../features/widget-client/widget-params';

// The page visitors load at /widget-client, usually inside another site's frame: React, the
// socket and the widget, nothing else.

const root = document.getElementById('root') ?? document.body.appendChild(document.createElement('div'));
createRoot(root).render(
  <StrictMode>
    <ChatWidget params={readWidgetParams(window.location.search)} />
  </StrictMode>,
);
