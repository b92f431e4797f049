import { withoutSmallTalk } from './small-talk';

/** A "not" and what follows it up to the next mark: "not the emergency one", "(not the pet one)". */
const NOT_PHRASE = /(\(?)\bnot\s+([^,;:.!?()—–]*)\)?/gi;
const OPENS_PHRASE = /(?:^|[,;:.!?(—–-])\s*$/;
const TELLING_BEFORE = /\b(?:is|are|was|were|it'?s|that'?s|isn'?t|do|does|did|could|would|should|will|can|may|might|must)\s*$/i;
/** "not sure I can make rent", "not lighting up", "not even a sound": they tell how things are. */
const TELLS = /^(?:sure|certain|even|\w+ing)\b/i;

/**
 * "what's the office number — not the emergency line, the normal one?", "fish and chips, not
 * tourist-trap stuff": what follows "not the", or a "not" that opens a phrase, is what the visitor
 * rules out, not what they ask about. "it's not the right code" tells.
 */
function rulesOut(before: string, ruledOut: string): boolean {
  if (TELLING_BEFORE.test(before)) return false;
  return /^the\s/i.test(ruledOut) || (OPENS_PHRASE.test(before) && !TELLS.test(ruledOut));
}

function withoutRuledOut(question: string): string {
  const asked = question.replace(NOT_PHRASE, (phrase: string, bracket: string, ruledOut: string, offset: number) =>
    rulesOut(question.slice(0, offset) + bracket, ruledOut) ? '' : phrase,
  );
  // "for the office (not the pet one)?" reads "for the office?".
  return asked === question ? question : asked.replace(/\s+([,;:.!?])/g, '$1').trim();
}

/** The part of a message that asks: without the small talk it opens with, nor what it rules out. */
export function askedPart(message: string): string {
  return withoutRuledOut(withoutSmallTalk(message));
}
