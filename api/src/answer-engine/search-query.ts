import { COMMON_WORDS } from './common-words';
import { followUpContext, type HistoryTurn } from './follow-up';
import { correctWord } from './spelling';
import { stem } from './stemmer';
import { POSTGRES_STOP_WORDS } from './stop-words';
import { priorFactor } from './term-weights';
import { extractTerms, type Term } from './terms';
import { tokenize } from './tokens';
import { groupById, VOCABULARY_WORDS } from './vocabulary';

/** Synonyms per question term in the loose (any word) query. */
const LOOSE_ALTERNATIVES = 12;
/** Synonyms per question term in the strict (every topic) query and the ranking query. */
const CORE_ALTERNATIVES = 6;

export const DEFAULT_CANDIDATE_LIMIT = 20;
/** The most loose matches ranked when no passage matches every topic of the question. */
export const LOOSE_POOL_LIMIT = 2000;

export interface SearchQueries {
  /** Every topic of the question, each with its synonyms: `(a | a2) & (b | b2)`. '' when none. */
  readonly strict: string;
  /** Any word of the question or a synonym: `a | a2 | b | b2 | c`. '' when nothing is searchable. */
  readonly loose: string;
  /** A short query to rank candidates by (ranking cost grows with query size). */
  readonly rank: string;
}

/** The words of a question with one-letter typos in longer words fixed against the vocabulary. */
export function correctQuestion(question: string, known: ReadonlySet<string> = VOCABULARY_WORDS): string {
  return tokenize(question)
    .map((token) => (COMMON_WORDS.has(token.word) ? token.word : correctWord(token.word, known)))
    .join(' ');
}

interface Operand {
  /** Stems, so "fee" and "fees" count once. */
  readonly key: string;
  /** Query text: only [a-z0-9] words, quoted, joined by <->. */
  readonly text: string;
}

function operand(phrase: string): Operand | null {
  // "a/c" and "24/7" are single lexemes for the PostgreSQL parser; splitting them would lose the match.
  if (/^[a-z0-9]+\/[a-z0-9]+$/.test(phrase)) return { key: phrase, text: `'${phrase}'` };
  const words = tokenize(phrase).map((token) => token.word);
  if (words.length === 0 || words.every((word) => POSTGRES_STOP_WORDS.has(word))) return null;
  const text = words.map((word) => `'${word}'`).join(' <-> ');
  return { key: words.map(stem).join(' '), text: words.length > 1 ? `(${text})` : text };
}

/** The term as written, then its synonyms: heads always, kinds of it only for a general word. */
function alternatives(term: Term, limit: number, withMembers: boolean): Operand[] {
  const phrases = [term.words.join(' ')];
  for (const link of term.links) {
    const group = groupById(link.group);
    if (!group) continue;
    phrases.push(...group.heads);
    if (withMembers && link.role === 'head') phrases.push(...(group.members ?? []));
  }
  const operands = new Map<string, Operand>();
  for (const phrase of phrases) {
    const value = operand(phrase.toLowerCase());
    if (value && !operands.has(value.key)) operands.set(value.key, value);
    if (operands.size >= limit) break;
  }
  return [...operands.values()];
}

function orOf(operands: readonly Operand[]): string {
  const unique = new Map(operands.map((value) => [value.key, value.text]));
  return [...unique.values()].join(' | ');
}

function questionTerms(question: string, history?: readonly HistoryTurn[]): Term[] {
  const context = followUpContext(question, history);
  const text = context ? `${question} ${context}` : question;
  // The agent's own names ("Linden", a street) may look like typos of vocabulary words ("linen"):
  // search for the words as written and as corrected.
  const written = tokenize(text).map((token) => token.word).join(' ');
  const corrected = correctQuestion(text);
  const terms = new Map<string, Term>();
  for (const variant of corrected === written ? [written] : [written, corrected]) {
    for (const term of extractTerms(variant)) if (!terms.has(term.key)) terms.set(term.key, term);
  }
  return [...terms.values()];
}

/** The three tsquery texts retrieval needs for a question (see retrievalSql). */
export function buildSearchQueries(question: string, history?: readonly HistoryTurn[]): SearchQueries {
  const terms = questionTerms(question, history);
  const loose = orOf(terms.flatMap((term) => alternatives(term, LOOSE_ALTERNATIVES, true)));
  const rank = orOf(terms.flatMap((term) => alternatives(term, CORE_ALTERNATIVES, false)));
  const topics = terms.filter((term) => priorFactor(term) === 1);
  const groups = [...new Set(topics.map((term) => orOf(alternatives(term, CORE_ALTERNATIVES, true))))].filter(Boolean);
  const strict = groups.length === 0 ? '' : groups.map((group) => (group.includes(' | ') ? `(${group})` : group)).join(' & ');
  return { strict, loose, rank };
}

/** The loose query alone: every content word of the question with its synonyms, OR-ed. */
export function buildSearchQuery(question: string, history?: readonly HistoryTurn[]): string {
  return buildSearchQueries(question, history).loose;
}

/**
 * The one retrieval statement. $1 agent id, $2 strict, $3 loose, $4 rank query texts, $5 how
 * many candidates. Passages matching every topic come first; only when there are fewer than $5
 * of them does PostgreSQL run the second branch, which ranks at most LOOSE_POOL_LIMIT loose
 * matches, so the work stays bounded however large an agent's knowledge grows.
 */
export const retrievalSql = `WITH q AS (
  SELECT CASE WHEN $2 = '' THEN NULL ELSE to_tsquery('english', $2) END AS strict_query,
         to_tsquery('english', $3) AS loose_query,
         to_tsquery('english', $4) AS rank_query
)
(SELECT p.id, p.item_id AS "itemId", p.kind, p.title, p.question, p.content,
        ts_rank_cd(p.search, q.rank_query) AS rank
   FROM knowledge_passages p, q
  WHERE p.agent_id = $1 AND p.search @@ q.strict_query
  ORDER BY rank DESC, p.id
  LIMIT $5)
UNION ALL
(SELECT m.id, m."itemId", m.kind, m.title, m.question, m.content,
        ts_rank_cd(m.search, q.rank_query) AS rank
   FROM (SELECT p.id, p.item_id AS "itemId", p.kind, p.title, p.question, p.content, p.search
           FROM knowledge_passages p, q
          WHERE p.agent_id = $1 AND p.search @@ q.loose_query
            AND NOT coalesce(p.search @@ q.strict_query, false)
          LIMIT ${LOOSE_POOL_LIMIT}) m, q
  ORDER BY rank DESC, m.id
  LIMIT $5)
LIMIT $5`;

/** Parameters for retrievalSql, in order. Returns null when the question has nothing to search for. */
export function retrievalParams(
  agentId: string,
  question: string,
  history?: readonly HistoryTurn[],
  limit: number = DEFAULT_CANDIDATE_LIMIT,
): [string, string, string, string, number] | null {
  const queries = buildSearchQueries(question, history);
  if (!queries.loose) return null;
  return [agentId, queries.strict, queries.loose, queries.rank, limit];
}
