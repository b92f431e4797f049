import { COMMON_WORDS } from './common-words';
import { followUpContext, type HistoryTurn } from './follow-up';
import { correctWord } from './spelling';
import { POSTGRES_STOP_WORDS } from './stop-words';
import { extractTerms, type Term } from './terms';
import { tokenize } from './tokens';
import { groupById, VOCABULARY_WORDS } from './vocabulary';

const MAX_ALTERNATIVES_PER_TERM = 24;

/** The words of a question with one-letter typos in longer words fixed against the vocabulary. */
export function correctQuestion(question: string, known: ReadonlySet<string> = VOCABULARY_WORDS): string {
  return tokenize(question)
    .map((token) => (COMMON_WORDS.has(token.word) ? token.word : correctWord(token.word, known)))
    .join(' ');
}

/** A tsquery operand for one word or phrase: only [a-z0-9] reaches the query text, quoted. */
function operand(text: string): string | null {
  // "a/c" and "24/7" are single lexemes for the PostgreSQL parser; splitting them would lose the match.
  if (/^[a-z0-9]+\/[a-z0-9]+$/.test(text)) return `'${text}'`;
  const words = tokenize(text).map((token) => token.word);
  if (words.length === 0 || words.every((word) => POSTGRES_STOP_WORDS.has(word))) return null;
  return words.map((word) => `'${word}'`).join(' <-> ');
}

function alternatives(term: Term): string[] {
  const texts = [term.words.join(' ')];
  for (const link of term.links) {
    const group = groupById(link.group);
    if (!group) continue;
    texts.push(...group.heads);
    if (link.role === 'head') texts.push(...(group.members ?? []));
  }
  const operands = new Set<string>();
  for (const text of texts) {
    const value = operand(text.toLowerCase());
    if (value) operands.add(value);
    if (operands.size >= MAX_ALTERNATIVES_PER_TERM) break;
  }
  return [...operands];
}

/**
 * The text for `to_tsquery('english', $n)`: every content word of the question, each widened
 * with its synonyms, OR-ed together. Returns '' when the question has no searchable word.
 */
export function buildSearchQuery(question: string, history?: readonly HistoryTurn[]): string {
  const context = followUpContext(question, history);
  const text = context ? `${question} ${context}` : question;
  const operands = new Set<string>();
  // The agent's own names ("Linden", a street) may look like typos of vocabulary words ("linen"):
  // search for the words as written and as corrected.
  const corrected = correctQuestion(text);
  const written = tokenize(text).map((token) => token.word).join(' ');
  for (const variant of corrected === written ? [written] : [written, corrected]) {
    for (const term of extractTerms(variant)) {
      for (const value of alternatives(term)) operands.add(value);
    }
  }
  return [...operands].map((value) => (value.includes('<->') ? `(${value})` : value)).join(' | ');
}

/**
 * The one retrieval statement: $1 agent id, $2 the text from buildSearchQuery, $3 how many
 * candidates to return. Uses the GIN index on `search`; ranks by cover density.
 */
export const retrievalSql = `SELECT p.id, p.item_id AS "itemId", p.kind, p.title, p.question, p.content,
       ts_rank_cd(p.search, q.query) AS rank
  FROM knowledge_passages p, to_tsquery('english', $2) AS q(query)
 WHERE p.agent_id = $1 AND p.search @@ q.query
 ORDER BY rank DESC, p.id
 LIMIT $3`;

export const DEFAULT_CANDIDATE_LIMIT = 20;
