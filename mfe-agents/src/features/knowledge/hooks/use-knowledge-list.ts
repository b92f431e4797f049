import { useEffect, useState } from 'react';
import { useGetKnowledgeQuery } from '../api';

export const KNOWLEDGE_POLL_INTERVAL = 1500;

/** The agent's knowledge, polled only while an item is still being processed. */
export function useKnowledgeList(agentId: string) {
  const [polling, setPolling] = useState(false);
  const query = useGetKnowledgeQuery(agentId, { pollingInterval: polling ? KNOWLEDGE_POLL_INTERVAL : 0 });
  const processing = query.data?.some((item) => !item.processed) ?? false;
  useEffect(() => setPolling(processing), [processing]);
  return query;
}
