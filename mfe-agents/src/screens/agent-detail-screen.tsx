import { useNavigate, useParams } from 'react-router-dom';
import { errorStatus, useGetAgentQuery } from '@app/api-client';
import { LoadErrorCard } from '../components/load-error-card';
import { AgentNotFound } from '../features/agents/components/agent-not-found';
import { AgentsView } from '../features/agents/components/agents-view';
import type { AgentsScreenState } from './agents-screen';

/** /agents/:id: the agents list with that agent's configuration dialog open. */
export default function AgentDetailScreen() {
  const { id = '' } = useParams<{ id: string }>();
  const navigate = useNavigate();
  const { data: agent, error, refetch } = useGetAgentQuery(id, { skip: !id });

  if (!id || errorStatus(error) === 404) {
    return <AgentNotFound />;
  }
  if (error) {
    return <LoadErrorCard title="Could not load this agent" error={error} onRetry={() => void refetch()} />;
  }
  return (
    <AgentsView
      configuring={agent}
      onConfigure={(next) => navigate(`/agents/${encodeURIComponent(next.id)}`)}
      onConfigureClose={() => navigate('/agents', { state: { configured: id } satisfies AgentsScreenState })}
    />
  );
}
