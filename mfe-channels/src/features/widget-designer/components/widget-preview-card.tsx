import styled from 'styled-components';
import { WIDGET_CONFIG_DEFAULTS, type WidgetConfig, widgetConfigOver } from '@app/contracts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@app/ui';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { widgetClientUrl } from '../widget-url';

// Reloading the frame on every keystroke would flicker; wait for typing to pause.
const PREVIEW_DELAY_MS = 400;
// The widget page keeps this far from its frame's edges, as it does inside a website.
const WIDGET_EDGE_GAP = 20;

const StyledStage = styled.div`
  overflow: hidden;
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.muted};
`;

const StyledFrame = styled.iframe`
  display: block;
  width: 100%;
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
  const shown = widgetConfigOver<WidgetConfig>({ ...WIDGET_CONFIG_DEFAULTS }, { ...config, agentName: config.agentName || agentName || '' });
  const src = useDebouncedValue(widgetClientUrl(agentId, shown), PREVIEW_DELAY_MS);
  return (
    <Card>
      <CardHeader>
        <CardTitle>Live Preview</CardTitle>
        <CardDescription>How the widget appears on your website.{agentId ? ' Messages sent here reach the agent.' : ''}</CardDescription>
      </CardHeader>
      <CardContent>
        <StyledStage>
          <StyledFrame title="Widget preview" src={src} height={shown.height + 2 * WIDGET_EDGE_GAP} />
        </StyledStage>
      </CardContent>
    </Card>
  );
}
