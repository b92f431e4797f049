import { askedPart } from './asked-part';
import { cueOfWord } from './question-cues';
import type { RankedAnswer } from './rerank';
import { priorFactor } from './term-weights';
import { extractTerms } from './terms';
import { tokenize } from './tokens';

export interface HistoryTurn {
  readonly role: 'user' | 'assistant' | string;
  readonly content: string;
}

/** "and for dogs?", and a question that finishes the previous one: "on the weekend?" after the quiet hours. */
const FOLLOW_UP_OPENING = /^\s*(and|also|plus|or|but|what about|how about|same for|what if|then|so|on|at|during|over|for|in|with)\b/i;
/** Words that point back at a thing said before: "is it free?", "what does that cost?". */
export const POINTS_BACK = /\b(it|its|that|this|those|these|they|them)\b/i;
/** "how far ahead do I need to ask for it?": the thing itself, not "that tow company", which names its own. */
export const STANDS_FOR_IT = /\b(?:it|them)\b/i;
/** "My dog weighs 55 pounds. Is he too big?": he or she as the subject is someone the message told of. */
export const SOMEONE_TOLD_OF = /\b(?:he|she)\b/i;
/** Those, a person or animal the conversation was about ("an extra charge for him?"), or "such a request". */
const REFERS_BACK = new RegExp(`${POINTS_BACK.source}|\\b(he|him|his|she|her|such)\\b`, 'i');
const MAX_FOLLOW_UP_TERMS = 4;

/** The visitor's previous question, if the conversation has one. */
export function lastUserTurn(history: readonly HistoryTurn[] | undefined): string | null {
  if (!history) return null;
  for (let i = history.length - 1; i >= 0; i--) {
    const turn = history[i]!;
    if (turn.role === 'user' && turn.content.trim()) return turn.content;
  }
  return null;
}

/**
 * True for short questions that lean on the previous one: "and for dogs?", "what about the
 * deposit", "how many bathrooms does it have?".
 */
export function looksLikeFollowUp(question: string): boolean {
  const terms = extractTerms(question);
  if (terms.length > MAX_FOLLOW_UP_TERMS) return false;
  // "til what time?", "how much?", "how often", "hrs?": nothing but weak words, or words that ask
  // for a kind of fact, asks about what was asked before.
  const asksAfterNothing = terms.every((term) => priorFactor(term) < 1 || term.words.every((word) => cueOfWord(word) !== undefined));
  return FOLLOW_UP_OPENING.test(question) || REFERS_BACK.test(question) || asksAfterNothing;
}

/** The earlier question whose topic a follow-up carries on, or null when the question stands alone. */
export function followUpContext(question: string, history: readonly HistoryTurn[] | undefined): string | null {
  const previous = lastUserTurn(history);
  if (!previous || previous.trim() === question.trim()) return null;
  // "hrs?" after "the office number, not the emergency one?" carries the office, not the emergency line.
  return looksLikeFollowUp(question) ? askedPart(previous) : null;
}

/** The last thing the assistant said, which a follow-up asks about. */
export function lastReply(history: readonly HistoryTurn[] | undefined): string | undefined {
  return history?.findLast((turn) => turn.role === 'assistant')?.content;
}

/** The words of a text as the engine reads them, padded so one text's can be looked for in another's. */
const plain = (text: string): string => ` ${tokenize(text).map((token) => token.word).join(' ')} `;

/** An answer a follow-up passes over for a fresh one this close to it: being told again is no answer. */
const REPEAT_MARGIN = 0.9;

/**
 * "ok and when do i have to ask by for that" after the check-out time: the visitor asks for more
 * than the reply they were just given, so an answer saying only what that reply said yields to a
 * nearly as good one that says something new ("ask us the day before you leave").
 */
export function freshFirst(
  ranked: readonly RankedAnswer[],
  { reply, onSubject }: { reply: string | undefined; onSubject: (answer: RankedAnswer) => boolean },
): readonly RankedAnswer[] {
  const top = ranked[0];
  if (!reply || !top) return ranked;
  const said = plain(reply);
  const repeats = (answer: RankedAnswer): boolean => answer.sentences.every((sentence) => said.includes(plain(sentence)));
  if (!repeats(top)) return ranked;
  const fresh = ranked.find((answer) => !repeats(answer) && onSubject(answer));
  return fresh && fresh.score >= REPEAT_MARGIN * top.score ? [fresh, ...ranked.filter((answer) => answer !== fresh)] : ranked;
}
