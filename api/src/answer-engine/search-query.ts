import { askedPart } from './asked-part';
import { COMMON_WORDS } from './common-words';
import { followUpContext, type HistoryTurn } from './follow-up';
import { asksWhichHomes, SAID_BY_EVERY_LISTING } from './homes-listed';
import { correctWord } from './spelling';
import { stem } from './stemmer';
import { isStopWord, POSTGRES_STOP_WORDS } from './stop-words';
import { priorFactor } from './term-weights';
import { extractTerms, type Term } from './terms';
import { tokenize } from './tokens';
import { groupById, VOCABULARY_WORDS } from './vocabulary';

/** Synonyms per question term in the loose (any word) query. */
const LOOSE_ALTERNATIVES = 12;
/** Synonyms per question term in the strict (every topic) query. */
const STRICT_ALTERNATIVES = 6;
/** Synonyms per question term in the ranking query: ranking cost grows with its size. */
const RANK_ALTERNATIVES = 4;

export const DEFAULT_CANDIDATE_LIMIT = 20;
/**
 * The most matches either branch ranks: bounds the work for an agent with huge knowledge.
 * Ranking is most of the statement's cost once the index has found the matches; 300 keeps the
 * p95 of an agent with 100,000 passages near 10 ms (docs/benchmarks.md) and is far more than
 * a normal agent's knowledge ever matches.
 */
export const POOL_LIMIT = 300;

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
    .map((token) => (COMMON_WORDS.has(token.word) || isStopWord(token.word) ? token.word : correctWord(token.word, known)))
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

type Widening = 'kinds' | 'synonyms' | 'exact-synonyms';

/**
 * The term as written, then its synonyms. 'kinds' adds, for a general word, the kinds of it
 * ("pets": dog, cat); 'exact-synonyms' keeps only single words that mean the same thing, so a
 * "boat" does not turn into "parking" and the index needs no recheck for phrases.
 */
function alternatives(term: Term, limit: number, widening: Widening): Operand[] {
  const phrases = [term.words.join(' ')];
  for (const link of term.links) {
    const group = groupById(link.group);
    if (!group) continue;
    if (widening !== 'exact-synonyms' || link.role === 'head') phrases.push(...group.heads);
    if (widening === 'kinds' && link.role === 'head') phrases.push(...(group.members ?? []));
  }
  const operands = new Map<string, Operand>();
  for (const [index, phrase] of phrases.entries()) {
    if (widening === 'exact-synonyms' && index > 0 && /[\s-]/.test(phrase)) continue;
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

function questionTerms(message: string, history?: readonly HistoryTurn[]): Term[] {
  const question = askedPart(message);
  const context = followUpContext(question, history);
  const asked = context ? `${question} ${context}` : question;
  const text = asksWhichHomes(question) ? `${asked} ${SAID_BY_EVERY_LISTING}` : asked;
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
  const loose = orOf(terms.flatMap((term) => alternatives(term, LOOSE_ALTERNATIVES, 'kinds')));
  const rank = orOf(terms.flatMap((term) => alternatives(term, RANK_ALTERNATIVES, 'synonyms')));
  const topics = terms.filter((term) => priorFactor(term) === 1);
  const groups = [...new Set(topics.map((term) => orOf(alternatives(term, STRICT_ALTERNATIVES, 'exact-synonyms'))))].filter(Boolean);
  const strict = groups.length === 0 ? '' : groups.map((group) => (group.includes(' | ') ? `(${group})` : group)).join(' & ');
  return { strict, loose, rank };
}

/** The loose query alone: every content word of the question with its synonyms, OR-ed. */
export function buildSearchQuery(question: string, history?: readonly HistoryTurn[]): string {
  return buildSearchQueries(question, history).loose;
}

/**
 * The one retrieval statement. $1 agent id, $2 strict, $3 loose, $4 rank query texts, $5 how
 * many candidates. Passages matching every topic come first (GIN index); only when there are
 * fewer than $5 of them does PostgreSQL run the second branch, which walks the agent's own rows
 * for loose matches. Each branch ranks at most POOL_LIMIT rows. The table is partitioned by
 * agent, so the strict branch's index lookup reads the posting lists of one partition only. The
 * loose test is written so that it cannot use the GIN index: OR-ing a dozen common words there
 * would build bitmaps of most of the partition, while the agent's rows stop at the first
 * POOL_LIMIT matches.
 */
export const retrievalSql = `WITH q AS (
  SELECT CASE WHEN $2 = '' THEN NULL ELSE to_tsquery('english', $2) END AS strict_query,
         to_tsquery('english', $3) AS loose_query,
         to_tsquery('english', $4) AS rank_query
)
(SELECT s.id, s."itemId", s.kind, s.title, s.question, s.content,
        ts_rank_cd(s.search, q.rank_query) AS rank
   FROM (SELECT p.id, p.item_id AS "itemId", p.kind, p.title, p.question, p.content, p.search
           FROM knowledge_passages p, q
          WHERE p.agent_id = $1 AND p.search @@ q.strict_query
          LIMIT ${POOL_LIMIT}) s, q
  ORDER BY rank DESC, s.id
  LIMIT $5)
UNION ALL
(SELECT m.id, m."itemId", m.kind, m.title, m.question, m.content,
        ts_rank_cd(m.search, q.rank_query) AS rank
   FROM (SELECT p.id, p.item_id AS "itemId", p.kind, p.title, p.question, p.content, p.search
           FROM knowledge_passages p, q
          WHERE p.agent_id = $1 AND (p.search || ''::tsvector) @@ q.loose_query
            AND NOT coalesce(p.search @@ q.strict_query, false)
          LIMIT ${POOL_LIMIT}) m, q
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
