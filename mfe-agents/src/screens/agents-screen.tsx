import { useState } from 'react';
import { useGetAgentsQuery } from '@app/api-client';
import { AgentsView } from '../features/agents/components/agents-view';

/** /agents (and /knowledge-base): every agent of the account, with create and configure dialogs. */
export default function AgentsScreen() {
  const [configuringId, setConfiguringId] = useState<string | null>(null);
  // Read from the list so the open dialog follows the agent's latest saved state.
  const { configuring } = useGetAgentsQuery(undefined, {
    selectFromResult: ({ data }) => ({ configuring: data?.find((agent) => agent.id === configuringId) }),
  });

  return <AgentsView configuring={configuring} onConfigure={(agent) => setConfiguringId(agent.id)} onConfigureClose={() => setConfiguringId(null)} />;
}
