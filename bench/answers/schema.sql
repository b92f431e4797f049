-- The knowledge_passages table as the answer engine expects it (see api/src/answer-engine/README.md).
CREATE TABLE knowledge_passages (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  account_id uuid NOT NULL,
  agent_id uuid NOT NULL,
  item_id uuid NOT NULL,
  kind text NOT NULL CHECK (kind IN ('qa', 'passage')),
  title text NOT NULL,
  question text,
  content text NOT NULL,
  search tsvector GENERATED ALWAYS AS (
    setweight(to_tsvector('english', coalesce(title, '')), 'B') ||
    setweight(to_tsvector('english', coalesce(question, '')), 'A') ||
    setweight(to_tsvector('english', content), 'C')) STORED
);
CREATE INDEX knowledge_passages_search_idx ON knowledge_passages USING gin (search);
CREATE INDEX knowledge_passages_agent_idx ON knowledge_passages (agent_id);
CREATE INDEX knowledge_passages_item_idx ON knowledge_passages (item_id);
