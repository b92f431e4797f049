import { shownAgentName, type WidgetAgentInfo, type WidgetConfig } from '@app/contracts';
import { isWidgetStateMessage, type WidgetOpenMessage } from '../features/widget-client/frame-messages';
import { cornerOffsets, LAUNCHER_SIZE, WIDGET_EDGE_GAP } from '../features/widget-client/widget-layout';

const TOP = 2147483646;

/** The widget page for this agent with its saved look; `embedded=1` starts it collapsed. */
export function widgetFrameUrl(widgetOrigin: string, info: WidgetAgentInfo): string {
  const config = { ...info.widgetConfig, agentName: shownAgentName(info.widgetConfig, info.name) };
  const query = `agentId=${encodeURIComponent(info.agentId)}&config=${encodeURIComponent(JSON.stringify(config))}&embedded=1`;
  return `${widgetOrigin}/widget-client?${query}`;
}

/** Collapsed, the frame covers the window (and lets clicks through): the launcher sits in it. */
const COLLAPSED_FRAME = { top: '0', bottom: '0', left: '0', right: '0', width: '100%', height: '100%' };

/**
 * Open, the frame covers only the panel's corner (the panel and its gap to the window's edges),
 * so the rest of the page can still be clicked and scrolled while the visitor chats. The panel
 * inside is placed and sized against the frame as it was against the window: the same spot.
 */
function openFrame({ position, width, height }: Pick<WidgetConfig, 'position' | 'width' | 'height'>): Record<string, string> {
  const [vertical, horizontal] = position.split('-') as ['top' | 'bottom', 'left' | 'right'];
  const margin = 2 * WIDGET_EDGE_GAP;
  return {
    top: vertical === 'top' ? '0' : 'auto',
    bottom: vertical === 'bottom' ? '0' : 'auto',
    left: horizontal === 'left' ? '0' : 'auto',
    right: horizontal === 'right' ? '0' : 'auto',
    width: `min(100%, ${width + margin}px)`,
    height: `min(100%, ${height + margin}px)`,
  };
}

/**
 * Puts the widget on the page: a transparent frame over the whole window that lets clicks through
 * to the page while the widget is collapsed, and an invisible button over the frame's launcher
 * (clicks cannot reach a frame that lets them through) that asks the widget to open. Open, the
 * frame shrinks to the panel's corner and takes the clicks there.
 */
export function mountWidget(view: Window, widgetOrigin: string, info: WidgetAgentInfo): () => void {
  const doc = view.document;
  const frame = doc.createElement('iframe');
  frame.src = widgetFrameUrl(widgetOrigin, info);
  frame.title = `Chat with ${shownAgentName(info.widgetConfig, info.name)}`;
  frame.allow = 'microphone';
  frame.setAttribute('allowtransparency', 'true');
  // The frame's colour scheme must be the widget page's (light): where the two differ (a host page
  // in dark mode), browsers paint the frame opaque and the host page disappears behind it.
  frame.style.cssText = `position:fixed;inset:0;width:100%;height:100%;margin:0;padding:0;border:0;z-index:${TOP};pointer-events:none;background:transparent;color-scheme:light`;

  const launcher = doc.createElement('button');
  launcher.type = 'button';
  launcher.setAttribute('aria-label', 'Open chat');
  launcher.style.cssText = `position:fixed;width:${LAUNCHER_SIZE}px;height:${LAUNCHER_SIZE}px;margin:0;padding:0;border:0;border-radius:50%;background:transparent;opacity:0;cursor:pointer;z-index:${TOP + 1};display:none`;
  Object.assign(launcher.style, cornerOffsets(info.widgetConfig.position));
  // Invisible to the mouse, which sees the widget's own launcher through it; the keyboard sees a ring.
  launcher.addEventListener('focus', () => {
    Object.assign(launcher.style, { opacity: '1', outline: '3px solid #2563eb', outlineOffset: '2px' });
  });
  launcher.addEventListener('blur', () => {
    Object.assign(launcher.style, { opacity: '0', outline: 'none' });
  });
  // While collapsed the keyboard reaches the chat through this button only, not also through the frame.
  frame.tabIndex = -1;
  launcher.addEventListener('click', () => {
    const message: WidgetOpenMessage = { type: 'widget-open' };
    frame.contentWindow?.postMessage(message, widgetOrigin);
  });

  const onMessage = (event: MessageEvent) => {
    // Only the widget in our own frame may change what the page lets through.
    if (event.origin !== widgetOrigin || event.source !== frame.contentWindow || !isWidgetStateMessage(event.data)) {
      return;
    }
    // Read before the button is hidden, which takes the focus away from it.
    const focused = doc.activeElement;
    frame.style.pointerEvents = event.data.open ? 'auto' : 'none';
    Object.assign(frame.style, event.data.open ? openFrame(info.widgetConfig) : COLLAPSED_FRAME);
    launcher.style.display = event.data.open ? 'none' : 'block';
    frame.tabIndex = event.data.open ? 0 : -1;
    // Opened with the keyboard on the button: into the widget, which has focused its message box.
    // Closed from inside: back to the button.
    if (event.data.open && focused === launcher) frame.focus();
    if (!event.data.open && focused === frame) launcher.focus();
  };
  view.addEventListener('message', onMessage);
  doc.body.append(frame, launcher);
  return () => {
    view.removeEventListener('message', onMessage);
    frame.remove();
    launcher.remove();
  };
}

/** Looks the agent up on the widget's server and mounts the widget once the page has a body. */
export async function installWidget(view: Window, widgetOrigin: string, agentId: string): Promise<void> {
  if (!agentId) {
    console.error('Chat widget: the script tag needs a data-agent-id attribute.');
    return;
  }
  const response = await view.fetch(`${widgetOrigin}/api/widget/agents/${encodeURIComponent(agentId)}`);
  if (!response.ok) {
    console.error(`Chat widget: agent ${agentId} could not be loaded (${response.status}).`);
    return;
  }
  const info = (await response.json()) as WidgetAgentInfo;
  if (!info.available) {
    console.warn(`Chat widget: agent ${agentId} is not available for chat.`);
    return;
  }
  if (!info.embeddable) {
    // The widget page would refuse to be framed here, leaving the browser's error page over the site.
    console.warn(`Chat widget: this website is not among agent ${agentId}'s allowed websites.`);
    return;
  }
  if (view.document.body) {
    mountWidget(view, widgetOrigin, info);
  } else {
    view.document.addEventListener('DOMContentLoaded', () => mountWidget(view, widgetOrigin, info), { once: true });
  }
}
