// Answers benchmark questions the way the API does without an LLM key: the knowledge goes into
// PostgreSQL (embedded PGlite here), one retrieval statement fetches candidates, the engine answers.
import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { loadAnswerEngine, loadSentenceEncoder } from './load-engine.mjs';

const engine = loadAnswerEngine();
let lastId = 0;
/**
 * Ids in the order rows are written. Candidates with the same rank are ordered by id, so random
 * ids would let a tie go either way from one run to the next; these keep every score repeatable.
 */
function nextId() {
  lastId += 1;
  return `00000000-0000-4000-8000-${lastId.toString(16).padStart(12, '0')}`;
}
const ACCOUNT_ID = nextId();

function readKnowledge(directory) {
  return fs
    .readdirSync(directory)
    .filter((file) => file.endsWith('.json'))
    .map((file) => JSON.parse(fs.readFileSync(new URL(file, directory), 'utf8')));
}

/** The rows the knowledge module stores for one knowledge item. */
export function passageRows(item) {
  if (item.type === 'qa') return [{ kind: 'qa', title: item.question.slice(0, 50), question: item.question, content: item.answer }];
  return engine.splitIntoPassages(item.content, { title: item.title }).map((p) => ({ kind: 'passage', title: p.title, question: null, content: p.content }));
}

async function loadKnowledge(db, knowledge) {
  const agents = new Map();
  let rows = 0;
  for (const base of knowledge) {
    const agentId = nextId();
    agents.set(base.agent, agentId);
    for (const item of base.items) {
      const itemId = nextId();
      for (const row of passageRows(item)) {
        await db.query(
          'INSERT INTO knowledge_passages (id, account_id, agent_id, item_id, kind, title, question, content) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)',
          [nextId(), ACCOUNT_ID, agentId, itemId, row.kind, row.title, row.question, row.content],
        );
        rows++;
      }
    }
  }
  return { agents, rows };
}

/** `encoder: false` measures the lexical engine alone, without the sentence encoder's near misses. */
export async function createLocalAnswerer(knowledgeDirectory, { encoder = true } = {}) {
  const similarity = encoder ? loadSentenceEncoder().similarity : null;
  const db = new PGlite();
  await db.exec(fs.readFileSync(new URL('./schema.sql', import.meta.url), 'utf8'));
  const { agents, rows } = await loadKnowledge(db, readKnowledge(knowledgeDirectory));
  const timings = [];
  /** The engine's own time per question, with the sentence encoder's when it was asked. */
  const answerTimings = [];
  return {
    description: `local engine${encoder ? ' with the sentence encoder' : ' alone'} on PGlite, ${rows} passages`,
    timings,
    answerTimings,
    async ask({ agent, question, history }) {
      const params = engine.retrievalParams(agents.get(agent), question, history);
      let candidates = [];
      if (params) {
        const started = performance.now();
        const result = await db.query(engine.retrievalSql, params);
        timings.push(performance.now() - started);
        candidates = result.rows;
      }
      const started = performance.now();
      const offline = engine.answerOffline(question, candidates, history);
      const answer = await engine.settleNearMiss(question, offline, similarity);
      answerTimings.push({ ms: performance.now() - started, encoded: Boolean(similarity && offline.nearMiss) });
      return { reply: answer.reply, found: answer.found, confidence: answer.confidence, candidates: candidates.length, rows: candidates };
    },
    close: () => db.close(),
  };
}
