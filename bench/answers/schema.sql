-- The knowledge_passages table as the answer engine expects it (see api/src/answer-engine/README.md
-- and the migrations that partition it by agent and fold accents in its search column).
CREATE TABLE knowledge_passages (
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  account_id uuid NOT NULL,
  agent_id uuid NOT NULL,
  item_id uuid NOT NULL,
  kind text NOT NULL CHECK (kind IN ('qa', 'passage')),
  title text NOT NULL,
  question text,
  content text NOT NULL,
  search tsvector GENERATED ALWAYS AS (
    setweight(to_tsvector('english', regexp_replace(normalize(coalesce(title, ''), NFKD), U&'[\0300-\036F]', '', 'g')), 'B') ||
    setweight(to_tsvector('english', regexp_replace(normalize(coalesce(question, ''), NFKD), U&'[\0300-\036F]', '', 'g')), 'A') ||
    setweight(to_tsvector('english', regexp_replace(normalize(content, NFKD), U&'[\0300-\036F]', '', 'g')), 'C')) STORED,
  PRIMARY KEY (agent_id, id)
) PARTITION BY HASH (agent_id);
DO $$ BEGIN
  FOR r IN 0..31 LOOP
    EXECUTE format('CREATE TABLE knowledge_passages_%s PARTITION OF knowledge_passages FOR VALUES WITH (MODULUS 32, REMAINDER %s)', lpad(r::text, 2, '0'), r);
  END LOOP;
END $$;
CREATE INDEX knowledge_passages_search_idx ON knowledge_passages USING gin (search);
CREATE INDEX knowledge_passages_item_idx ON knowledge_passages (item_id);
