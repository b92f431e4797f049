import { COMMON_WORDS } from './common-words';
import { followUpContext, lastUserTurn, looksLikeFollowUp, type HistoryTurn } from './follow-up';
import { detectCues, detectPreferences } from './question-cues';
import { replyText, DONT_KNOW_REPLY } from './reply-text';
import { candidateFeatures, rerank, type RankedAnswer } from './rerank';
import { correctQuestion } from './search-query';
import { weighTerms } from './term-weights';
import { extractTerms, textFeatures, type Term } from './terms';
import { tokenize } from './tokens';
import type { KnowledgeCandidate, OfflineAnswer } from './types';
import { VOCABULARY_WORDS } from './vocabulary';
import { smallTalkReply } from './small-talk';

/** Below this share of the question covered by the knowledge, the reply admits it does not know. */
export const CONFIDENCE_THRESHOLD = 0.55;
const CONTEXT_FACTOR = 0.3;
/** Groups naming the home itself: "and the condo?" changes the subject like a street name does. */
const SUBJECT_GROUPS = new Set(['condo']);
const SHORT_QUESTION_TERMS = 3;

function knownWords(candidates: readonly KnowledgeCandidate[]): Set<string> {
  const known = new Set<string>(VOCABULARY_WORDS);
  for (const candidate of candidates) {
    for (const text of [candidate.title, candidate.question ?? '', candidate.content]) {
      for (const token of tokenize(text)) known.add(token.word);
    }
  }
  for (const word of COMMON_WORDS) known.add(word);
  return known;
}

function sharesMeaning(a: Term, b: Term): boolean {
  return a.key === b.key || a.links.some((link) => b.links.some((other) => other.group === link.group));
}

/** A name, or a word for the home: what a question is about rather than what it asks. */
function namesSubject(term: Term): boolean {
  if (term.numeric) return false;
  return term.links.length === 0 || term.links.some((link) => SUBJECT_GROUPS.has(link.group));
}

/**
 * Terms of the earlier question that still apply: not ones the follow-up replaces ("cats" after
 * "dogs"), and no earlier names when the follow-up names its own subject ("and the condo?").
 */
function carriedTerms(own: readonly Term[], previous: readonly Term[]): Term[] {
  const newSubject = own.some(namesSubject);
  return previous.filter(
    (term) => !own.some((mine) => sharesMeaning(mine, term)) && !(newSubject && namesSubject(term)),
  );
}

function rankWithContext(
  question: string,
  context: string | null,
  candidates: readonly KnowledgeCandidate[],
  known: ReadonlySet<string>,
): RankedAnswer | undefined {
  const own = extractTerms(correctQuestion(question, known));
  const carried = context ? carriedTerms(own, extractTerms(correctQuestion(context, known))) : [];
  if (own.length === 0 && carried.length === 0) return undefined;
  const terms = weighTerms(
    [...own.map((term) => ({ term, factor: 1 })), ...carried.map((term) => ({ term, factor: CONTEXT_FACTOR }))],
    candidates.map(candidateFeatures),
  );
  const questionCues = detectCues(question);
  const cues = questionCues.size === 0 && context ? detectCues(context) : questionCues;
  const features = textFeatures(context ? `${question} ${context}` : question);
  const preferences = detectPreferences(question);
  return rerank(candidates, { terms, cues, features, preferences })[0];
}

function dontKnow(confidence: number): OfflineAnswer {
  return { reply: DONT_KNOW_REPLY, sources: [], found: false, confidence };
}

/**
 * Whether `answerOffline` (and the retrieval before it) may read the visitor's previous question
 * (`lastUserTurn`) besides this one. When not, the answer depends on the question and the
 * knowledge alone.
 */
export function readsEarlierQuestion(question: string): boolean {
  return looksLikeFollowUp(question) || extractTerms(question).length <= SHORT_QUESTION_TERMS;
}

/**
 * Answers a visitor from retrieved knowledge alone: the Q&A answer or the one to three
 * sentences that answer the question, or an honest "I don't have that information".
 */
export function answerOffline(
  question: string,
  candidates: readonly KnowledgeCandidate[],
  history?: readonly HistoryTurn[],
): OfflineAnswer {
  const smallTalk = smallTalkReply(question);
  if (smallTalk) return { reply: smallTalk, sources: [], found: true, confidence: 1 };
  if (candidates.length === 0 || !question.trim()) return dontKnow(0);
  const known = knownWords(candidates);
  const context = followUpContext(question, history);
  let best = rankWithContext(question, context, candidates, known);
  const previous = lastUserTurn(history);
  const shortQuestion = extractTerms(question).length <= SHORT_QUESTION_TERMS;
  if ((!best || best.confidence < CONFIDENCE_THRESHOLD) && !context && previous && shortQuestion) {
    const retried = rankWithContext(question, previous, candidates, known);
    if (retried && (!best || retried.confidence > best.confidence)) best = retried;
  }
  if (!best || best.confidence < CONFIDENCE_THRESHOLD) return dontKnow(best?.confidence ?? 0);
  return {
    reply: replyText(best.sentences, best.candidate.title),
    sources: [{ id: best.candidate.id, title: best.candidate.title }],
    found: true,
    confidence: Math.min(1, best.confidence),
  };
}
