import { withoutSmallTalk } from './small-talk';

/**
 * "what's the office number — not the emergency line, the normal one?": what follows "not the" up
 * to the next mark is what the visitor rules out, not what they ask about. "it's not the right
 * code" tells; only a "not" that opens its own phrase rules out.
 */
const RULED_OUT = /(^|[,;:.!?—–-]|\s)\s*\(?not the\s[^,;:.!?()—–]*\)?/gi;
const TELLING_BEFORE = /\b(?:is|are|was|were|it'?s|that'?s|isn'?t|do|does|did|could|would|should|will|can|may|might|must)\s*$/i;

function withoutRuledOut(question: string): string {
  return question.replace(RULED_OUT, (match: string, before: string, offset: number) =>
    TELLING_BEFORE.test(question.slice(0, offset + before.length)) ? match : before.trim(),
  );
}

/** The part of a message that asks: without the small talk it opens with, nor what it rules out. */
export function askedPart(message: string): string {
  return withoutRuledOut(withoutSmallTalk(message));
}
