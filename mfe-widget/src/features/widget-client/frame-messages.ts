/** The widget page tells the page around its frame whether it is open; the embed loader accepts nothing else. */
export interface WidgetStateMessage {
  type: 'widget-state';
  open: boolean;
}

/** The embed loader's launcher asks the widget page in its frame to open. */
export interface WidgetOpenMessage {
  type: 'widget-open';
}

export function isWidgetStateMessage(data: unknown): data is WidgetStateMessage {
  return typeof data === 'object' && data !== null && (data as WidgetStateMessage).type === 'widget-state' && typeof (data as WidgetStateMessage).open === 'boolean';
}

export function isWidgetOpenMessage(data: unknown): data is WidgetOpenMessage {
  return typeof data === 'object' && data !== null && (data as WidgetOpenMessage).type === 'widget-open';
}

/** Whether the widget page runs inside another page's frame. */
export function isFramed(view: Window = window): boolean {
  return view.parent !== view;
}

export function postWidgetState(open: boolean, view: Window = window): void {
  if (!isFramed(view)) {
    return;
  }
  const message: WidgetStateMessage = { type: 'widget-state', open };
  // The embedding site's origin is not known to the widget; '*' is safe because the message
  // carries no secret, only whether the chat is open. The loader checks origin and source.
  view.parent.postMessage(message, '*');
}
