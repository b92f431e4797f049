import { useEffect, useState } from 'react';
import { isFramed, isWidgetOpenMessage, postWidgetState } from '../frame-messages';

/**
 * Whether the widget is open. The page around the frame hears every change (the embed loader
 * lets clicks through its full-window frame only while the widget is open), and the loader's
 * launcher can ask the widget to open.
 */
export function useFrameState(initiallyOpen: boolean) {
  const [open, setOpen] = useState(initiallyOpen);
  useEffect(() => {
    postWidgetState(open);
  }, [open]);
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (isFramed() && event.source === window.parent && isWidgetOpenMessage(event.data)) {
        setOpen(true);
      }
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);
  return [open, setOpen] as const;
}
