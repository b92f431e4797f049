/** Moves the agent's knowledge revision on; run it in the transaction that changes the knowledge. */
export const BUMP_KNOWLEDGE_REVISION_SQL = `
  INSERT INTO agent_knowledge_revisions AS r (agent_id, revision) VALUES ($1, 1)
  ON CONFLICT (agent_id) DO UPDATE SET revision = r.revision + 1`;
