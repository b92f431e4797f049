import type { Home } from './named-homes';
import { subjectOf } from './reply-text';
import type { RankedAnswer } from './rerank';
import { splitIntoSentences } from './sentences';
import { tokenize } from './tokens';

const HOMES = '(?:homes?|houses?|properties|property|listings?|places|condos?)';
const OFFERED = '(?:for sale|on the market|on offer|available|listed|on your books)';
const NOW = '(?: (?:right now|currently|at the moment|at present|now|today|these days))?';
const HAVE = '(?:do you(?: currently)? (?:have|list|offer)|have you got|you have|are you selling)';

/**
 * "What homes do you have for sale right now?", "which listings do you have", "what's on the
 * market?": the whole question asks which homes there are. Read whole, so "which homes have a
 * garage" or "what homes do you have in Brookfield" are asked about as any other question.
 */
const ASKS_WHICH_HOMES = new RegExp(
  [
    `^(?:what|which) ${HOMES} ${HAVE}(?: ${OFFERED})?${NOW}$`,
    `^(?:what|which) ${HOMES} (?:are|is)(?: currently)? ${OFFERED}${NOW}$`,
    `^what (?:do you have |have you got |is )?(?:currently )?${OFFERED}${NOW}$`,
    `^(?:do you have|have you got|are there) any ${HOMES}(?: ${OFFERED})?${NOW}$`,
    `^(?:can you )?(?:show|tell) me (?:your|the) ${HOMES}${NOW}$`,
  ].join('|'),
);

/** What every listing's passages say (see named-homes): searched for beside the question's own words, so each listing is among the candidates. */
export const SAID_BY_EVERY_LISTING = 'bedrooms';

/** Whether the question asks which homes there are, and nothing else (see ASKS_WHICH_HOMES). */
export function asksWhichHomes(question: string): boolean {
  return ASKS_WHICH_HOMES.test(
    tokenize(question)
      .map((token) => token.word)
      .join(' '),
  );
}

const PRICE_LINE = /^(?:price|asking price|list price):/i;

/**
 * One line for each listing: the first sentence of its passages that names it ("42 Linden
 * Avenue, Brookfield - Offered at $549,000"), else its "Price:" line (which the reply prefixes
 * with its name), else its name alone.
 */
export function homesListed(listings: readonly Home[]): RankedAnswer[] {
  return listings.map((home) => {
    const main = home.candidates[0]!;
    const name = subjectOf(main.title);
    const subject = name.toLowerCase();
    const sentences = home.candidates.flatMap((candidate) => splitIntoSentences(candidate.content).map((sentence) => ({ candidate, sentence })));
    const naming = sentences.find(({ sentence }) => sentence.toLowerCase().includes(subject));
    const price = sentences.find(({ sentence }) => PRICE_LINE.test(sentence));
    const line = naming ?? price ?? { candidate: main, sentence: name };
    return { candidate: line.candidate, sentences: [line.sentence], score: 1, confidence: 1 };
  });
}
