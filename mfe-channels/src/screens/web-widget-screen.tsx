import styled from 'styled-components';
import { Button, PageHeader } from '@app/ui';
import { useSelectedAgent } from '@app/api-client';
import { EmbedCodeCard } from '../features/widget-designer/components/embed-code-card';
import { WidgetPreviewCard } from '../features/widget-designer/components/widget-preview-card';
import { WidgetSettingsCard } from '../features/widget-designer/components/widget-settings-card';
import { useWidgetConfig } from '../features/widget-designer/hooks/use-widget-config';
import { useWidgetDesignerActions } from '../features/widget-designer/hooks/use-widget-designer-actions';

/** The agents list on this screen counts as fresh for five minutes, then is fetched again on the next visit. */
const AGENTS_STALE_SECONDS = 300;

const StyledLayout = styled.div`
  display: grid;
  /* Two columns side by side from 720 px of content; one below that, down to a phone's width. */
  grid-template-columns: repeat(auto-fit, minmax(min(360px, 100%), 1fr));
  gap: ${({ theme }) => theme.space[6]};
  align-items: start;
`;

const StyledSide = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[6]};
  min-width: 0;
`;

export default function WebWidgetScreen() {
  const { agentId, setAgentId, agent } = useSelectedAgent({ refetchOnMountOrArgChange: AGENTS_STALE_SECONDS });
  const { config, update } = useWidgetConfig(agent);
  const { save, saving, copyEmbedCode } = useWidgetDesignerActions(agentId, config);
  return (
    <>
      <PageHeader
        title="Web Widget"
        subtitle="Design the chat widget for your website and embed it with a single snippet."
        actions={
          // Busy, it stays focusable (aria-disabled): a disabled button would drop the keyboard focus.
          <Button
            onClick={() => {
              if (!saving) void save();
            }}
            aria-disabled={saving || undefined}
          >
            {saving ? 'Saving...' : 'Save Configuration'}
          </Button>
        }
      />
      <StyledLayout>
        <WidgetSettingsCard agentId={agentId} onAgentChange={setAgentId} config={config} update={update} />
        <StyledSide>
          <WidgetPreviewCard agentId={agentId} agentName={agent?.name} config={config} />
          <EmbedCodeCard agentId={agentId} agent={agent} onCopy={() => void copyEmbedCode()} />
        </StyledSide>
      </StyledLayout>
    </>
  );
}
