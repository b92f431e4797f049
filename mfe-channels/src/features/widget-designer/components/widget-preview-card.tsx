import styled from 'styled-components';
import type { WidgetConfig, WidgetPosition } from '@app/contracts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@app/ui';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { widgetClientUrl } from '../widget-url';

// Reloading the frame on every keystroke would flicker; wait for typing to pause.
const PREVIEW_DELAY_MS = 400;

const StyledStage = styled.div<{ $position: WidgetPosition }>`
  display: flex;
  justify-content: ${({ $position }) => ($position.endsWith('right') ? 'flex-end' : 'flex-start')};
  align-items: ${({ $position }) => ($position.startsWith('bottom') ? 'flex-end' : 'flex-start')};
  padding: ${({ theme }) => theme.space[4]};
  overflow: auto;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.muted};
`;

const StyledFrame = styled.iframe`
  display: block;
  max-width: 100%;
  border: 0;
  box-shadow: ${({ theme }) => theme.shadows.lg};
`;

export interface WidgetPreviewCardProps {
  agentId: string;
  config: WidgetConfig;
}

/** The real widget page in a frame, showing the current settings at the chosen corner. */
export function WidgetPreviewCard({ agentId, config }: WidgetPreviewCardProps) {
  const src = useDebouncedValue(widgetClientUrl(agentId, config), PREVIEW_DELAY_MS);
  return (
    <Card>
      <CardHeader>
        <CardTitle>Live Preview</CardTitle>
        <CardDescription>How the widget appears on your website.</CardDescription>
      </CardHeader>
      <CardContent>
        <StyledStage $position={config.position} style={{ minHeight: config.height + 32 }}>
          <StyledFrame
            title="Widget preview"
            src={src}
            width={config.width}
            height={config.height}
            style={{ borderRadius: config.borderRadius }}
          />
        </StyledStage>
      </CardContent>
    </Card>
  );
}
