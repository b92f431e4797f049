import { cueMatch, type AnswerCue } from './question-cues';
import { splitIntoSentences } from './sentences';
import { coverage, termCredit, type WeightedTerm } from './term-weights';
import { extractTerms, mergeFeatures, textFeatures, type Term, type TextFeatures } from './terms';
import type { KnowledgeCandidate } from './types';

export interface RankedAnswer {
  readonly candidate: KnowledgeCandidate;
  /** For a Q&A pair its answer; for a passage the sentences that answer, in their order. */
  readonly sentences: readonly string[];
  readonly score: number;
  readonly confidence: number;
}

export interface Question {
  readonly terms: readonly WeightedTerm[];
  readonly cues: ReadonlySet<AnswerCue>;
  /** Features of the visitor's own words, to check a Q&A question asks nothing else. */
  readonly features: TextFeatures;
}

const TITLE_CREDIT = 0.85;
const PASSAGE_CREDIT = 0.45;
const CUE_BONUS = 0.12;
const QA_BONUS = 0.04;
const MAX_SENTENCES = 3;

export function candidateFeatures(candidate: KnowledgeCandidate): TextFeatures {
  return mergeFeatures([textFeatures(candidate.title), textFeatures(candidate.question ?? ''), textFeatures(candidate.content)]);
}

/** Share of a Q&A pair's own question that the visitor's words also ask about. */
function reverseMatch(qaTerms: readonly Term[], visitor: TextFeatures): number {
  if (qaTerms.length === 0) return 1;
  const total = qaTerms.length;
  const matched = qaTerms.reduce((sum, term) => sum + termCredit(term, visitor), 0);
  return matched / total;
}

function rankQa(candidate: KnowledgeCandidate, question: Question): RankedAnswer {
  const full = candidateFeatures(candidate);
  const covered = coverage(question.terms, (term) => termCredit(term, full));
  const reverse = reverseMatch(extractTerms(candidate.question ?? ''), question.features);
  const cue = cueMatch(candidate.content, question.cues);
  const confidence = covered * (0.8 + 0.2 * reverse) * (question.cues.size > 0 && cue === 0 ? 0.85 : 1);
  return { candidate, sentences: [candidate.content.trim()], score: confidence + CUE_BONUS * cue + QA_BONUS, confidence };
}

interface ScoredSentence {
  readonly index: number;
  readonly text: string;
  readonly features: TextFeatures;
  readonly coverage: number;
  readonly cue: number;
}

function creditIn(term: Term, sentence: TextFeatures, title: TextFeatures, rest: TextFeatures): number {
  return Math.max(termCredit(term, sentence), TITLE_CREDIT * termCredit(term, title), PASSAGE_CREDIT * termCredit(term, rest));
}

/** Adds neighbours of the best sentence when they answer what it leaves open. */
function chooseSentences(scored: readonly ScoredSentence[], best: ScoredSentence, question: Question): ScoredSentence[] {
  const chosen = [best];
  if (best.text.endsWith(':')) {
    chosen.push(...scored.filter((s) => s.index > best.index && s.index <= best.index + MAX_SENTENCES - 1));
    return chosen.sort((a, b) => a.index - b.index);
  }
  const others = scored
    .filter((s) => s.index !== best.index && s.coverage >= 0.6 * best.coverage && s.coverage > 0.3)
    .sort((a, b) => b.coverage + CUE_BONUS * b.cue - (a.coverage + CUE_BONUS * a.cue));
  for (const other of others) {
    if (chosen.length >= MAX_SENTENCES) break;
    const together = mergeFeatures(chosen.map((s) => s.features));
    const addsTerm = question.terms.some(
      ({ term }) => termCredit(term, other.features) >= 0.8 && termCredit(term, together) < 0.8,
    );
    const addsCue = other.cue > Math.max(...chosen.map((s) => s.cue));
    const adjacent = chosen.some((s) => Math.abs(s.index - other.index) === 1);
    if (addsTerm || (addsCue && adjacent)) chosen.push(other);
  }
  return chosen.sort((a, b) => a.index - b.index);
}

function rankPassage(candidate: KnowledgeCandidate, question: Question): RankedAnswer | null {
  const title = textFeatures(candidate.title);
  const texts = splitIntoSentences(candidate.content);
  if (texts.length === 0) return null;
  const features = texts.map((text) => textFeatures(text));
  const scored: ScoredSentence[] = texts.map((text, index) => {
    const rest = mergeFeatures(features.filter((_, other) => other !== index));
    return {
      index,
      text,
      features: features[index]!,
      coverage: coverage(question.terms, (term) => creditIn(term, features[index]!, title, rest)),
      cue: cueMatch(text, question.cues),
    };
  });
  const best = scored.reduce((a, b) => (b.coverage + CUE_BONUS * b.cue > a.coverage + CUE_BONUS * a.cue ? b : a));
  const chosen = chooseSentences(scored, best, question);
  const together = mergeFeatures(chosen.map((s) => s.features));
  const rest = mergeFeatures(features.filter((_, index) => !chosen.some((s) => s.index === index)));
  const covered = coverage(question.terms, (term) => creditIn(term, together, title, rest));
  const cue = cueMatch(chosen.map((s) => s.text).join(' '), question.cues);
  const confidence = covered * (question.cues.size > 0 && cue === 0 ? 0.85 : 1);
  return { candidate, sentences: chosen.map((s) => s.text), score: confidence + CUE_BONUS * cue, confidence };
}

/** Every candidate's best answer, best first. */
export function rerank(candidates: readonly KnowledgeCandidate[], question: Question): RankedAnswer[] {
  const ranked: RankedAnswer[] = [];
  for (const candidate of candidates) {
    const answer = candidate.kind === 'qa' ? rankQa(candidate, question) : rankPassage(candidate, question);
    if (answer) ranked.push(answer);
  }
  return ranked.sort((a, b) => b.score - a.score);
}
