import { useRef } from 'react';
import styled from 'styled-components';
import { shownAgentName, WIDGET_CONFIG_DEFAULTS, WIDGET_CONFIG_LIMITS, type WidgetConfig, widgetConfigOver } from '@app/contracts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle, useDebouncedValue } from '@app/ui';
import { useElementWidth } from '../hooks/use-element-width';
import { widgetClientUrl } from '../widget-url';

// Reloading the frame on every keystroke would flicker; wait for typing to pause.
const PREVIEW_DELAY_MS = 400;
// The widget page keeps this far from its frame's edges, as it does inside a website.
const WIDGET_EDGE_GAP = 20;
// Narrower than this (a phone), the frame is laid out at this width and shrunk to fit, so the
// preview keeps the widget's real proportions instead of squeezing it below its smallest width.
const SMALLEST_FRAME_WIDTH = WIDGET_CONFIG_LIMITS.width.min + 2 * WIDGET_EDGE_GAP;

const StyledStage = styled.div`
  overflow: hidden;
  @media (max-width: 480px) {
    margin-inline: -${({ theme }) => theme.space[4]};
  }
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.muted};
`;

const StyledFrame = styled.iframe`
  display: block;
  transform-origin: 0 0;
  border: 0;
  background: transparent;
  color-scheme: normal;
`;

export interface WidgetPreviewCardProps {
  agentId: string;
  /** The agent's own name, shown (as the embed loader does) when the display name is left empty. */
  agentName?: string;
  config: WidgetConfig;
}

/** The real widget page in a frame the way a website shows it: in the chosen corner, live. */
export function WidgetPreviewCard({ agentId, agentName, config }: WidgetPreviewCardProps) {
  // A field being typed that the widget would not take shows as its default meanwhile.
  const shown = widgetConfigOver<WidgetConfig>({ ...WIDGET_CONFIG_DEFAULTS }, { ...config, agentName: shownAgentName(config, agentName ?? '') });
  const src = useDebouncedValue(widgetClientUrl(agentId, shown), PREVIEW_DELAY_MS);
  const stageRef = useRef<HTMLDivElement>(null);
  const stageWidth = useElementWidth(stageRef);
  const frameHeight = shown.height + 2 * WIDGET_EDGE_GAP;
  const scale = stageWidth && stageWidth < SMALLEST_FRAME_WIDTH ? stageWidth / SMALLEST_FRAME_WIDTH : 1;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Live Preview</CardTitle>
        <CardDescription>How the widget appears on your website.{agentId ? ' Messages sent here reach the agent.' : ''}</CardDescription>
      </CardHeader>
      <CardContent>
        <StyledStage ref={stageRef} style={{ height: frameHeight * scale }}>
          <StyledFrame
            title="Widget preview"
            src={src}
            height={frameHeight}
            style={scale < 1 ? { width: SMALLEST_FRAME_WIDTH, transform: `scale(${scale})` } : { width: '100%' }}
          />
        </StyledStage>
      </CardContent>
    </Card>
  );
}
