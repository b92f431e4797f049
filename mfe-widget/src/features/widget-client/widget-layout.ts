import type { WidgetPosition } from '@app/contracts';

/** Space between the widget (or its launcher) and the edges of the window. */
export const WIDGET_EDGE_GAP = 20;
/** The round launcher button shown while the widget is collapsed. */
export const LAUNCHER_SIZE = 56;

/** CSS offsets that put a box into the configured corner. */
export function cornerOffsets(position: WidgetPosition): Record<'top' | 'bottom' | 'left' | 'right', string> {
  const [vertical, horizontal] = position.split('-') as ['top' | 'bottom', 'left' | 'right'];
  const gap = `${WIDGET_EDGE_GAP}px`;
  return {
    top: vertical === 'top' ? gap : 'auto',
    bottom: vertical === 'bottom' ? gap : 'auto',
    left: horizontal === 'left' ? gap : 'auto',
    right: horizontal === 'right' ? gap : 'auto',
  };
}
