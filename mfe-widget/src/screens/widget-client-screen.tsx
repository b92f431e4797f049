import { useState } from 'react';
import { ChatWidget } from '../features/widget-client/components/chat-widget';
import type { OpenVisitorConnection } from '../features/widget-client/live-chat/visitor-connection';
import { readWidgetParams } from '../features/widget-client/widget-params';

export interface WidgetClientScreenProps {
  /** The live connection; tests hand in their own. */
  openConnection?: OpenVisitorConnection;
}

/** /widget-client inside the shell: the same light widget visitors load from the standalone page. */
export default function WidgetClientScreen({ openConnection }: WidgetClientScreenProps) {
  const [params] = useState(() => readWidgetParams(window.location.search));
  return <ChatWidget params={params} openConnection={openConnection} />;
}
