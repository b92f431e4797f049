import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useGetAgentsQuery } from '@app/api-client';
import { AgentsView } from '../features/agents/components/agents-view';

/** What a screen that opened an agent's dialog passes on when it closes: that agent. */
export interface AgentsScreenState {
  configured: string;
}

/** /agents (and /knowledge-base): every agent of the account, with create and configure dialogs. */
export default function AgentsScreen() {
  const [configuringId, setConfiguringId] = useState<string | null>(null);
  // The dialog's own focus return has nothing to go back to when it was opened on /agents/:id.
  const location = useLocation();
  const configured = (location.state as AgentsScreenState | null)?.configured;
  // Read from the list so the open dialog follows the agent's latest saved state.
  const { configuring } = useGetAgentsQuery(undefined, {
    selectFromResult: ({ data }) => ({ configuring: data?.find((agent) => agent.id === configuringId) }),
  });

  return (
    <AgentsView
      configuring={configuring}
      onConfigure={(agent) => setConfiguringId(agent.id)}
      onConfigureClose={() => setConfiguringId(null)}
      focusConfigureOf={configured}
      forKnowledge={location.pathname === '/knowledge-base'}
    />
  );
}
