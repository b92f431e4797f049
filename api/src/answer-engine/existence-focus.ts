import { ASKS_WHETHER_THERE_IS } from './question-cues';
import { priorFactor, termCredit } from './term-weights';
import { extractTerms, type Term, type TextFeatures } from './terms';

/**
 * The thing asked for, up to the first word that places it ("in", "near", "for", "hidden", "during", "open"),
 * a run-on telling of something else ("my", "because") or the end of the clause.
 */
const THING = String.raw`(?:an?\s+|any\s+|some\s+)?(.+?)` +
  String.raw`(?:\s+(?:in|on|at|near|nearby|for|to|around|close|within|during|while|when|if|or|and|that|which|we|i|my|our|because|cause|cuz|since|so|but|as|here|there|somewhere|anywhere|hidden|kept|stored|located|available|provided|included|open|opened|closed|still)\b|[?,.!;]|$)`;

/** "is there a fireplace in the living room?", "does the condo have a gym?", "and does the tv have disney plus?" */
const ASKS_FOR_THING = new RegExp(String.raw`^\s*(?:(?:hi|hey|hello|ok|okay|so|and|also|but)\b[\s,!.]*)?${ASKS_WHETHER_THERE_IS}\s+${THING}`, 'i');

/** "I was wondering whether the Linden Avenue house has a swimming pool": the same question, asked indirectly. */
const ASKS_FOR_THING_INDIRECTLY = new RegExp(
  String.raw`\b(?:whether|wondering if|wonder if)\s+(?:[a-z0-9'-]+\s+){0,5}?(?:has|have|comes with|includes|offers)\s+${THING}`,
  'i',
);

/** Words that stand for the thing rather than name it ("is there somewhere to rent bikes"). */
const PLACEHOLDERS = new Set([
  'somewhere', 'anywhere', 'something', 'anything', 'someone', 'anyone', 'way', 'means', 'place', 'option', 'options', 'chance', 'space',
  // "any tips for keeping critters out of the trash?" asks for advice about the trash.
  'tip', 'tips', 'idea', 'ideas', 'advice', 'suggestion', 'suggestions', 'recommendation', 'recommendations',
  // "any rules on what temp we set the aircon to?" asks what the rule about the temperature is.
  'rule', 'rules', 'restriction', 'restrictions', 'guideline', 'guidelines',
]);

/**
 * Below this credit the answer does not name the thing asked for: a fire pit is not named by
 * "fire" (the kind it belongs to), nor a fireplace by "candles" (another of its kind).
 */
const MENTIONS = 0.8;

/** "does the master bath have a tub or a shower?": either answers; not "a pool or room to put one in?". */
function asksWhichOfTwo(match: RegExpExecArray, question: string): boolean {
  const rest = question.slice(match.index + match[0].length);
  return /\sor$/i.test(match[0]) && /^\s*(?:an?\s+)?[a-z-]+(?:\s+[a-z-]+)?\s*[?.!]*\s*$/i.test(rest);
}

/**
 * The thing a question asks whether there is, as its last naming term ("swimming pool",
 * "charger" of "EV charger"), or null when the question does not ask whether something is there.
 */
export function askedForThing(question: string): Term | null {
  const match = ASKS_FOR_THING.exec(question) ?? ASKS_FOR_THING_INDIRECTLY.exec(question);
  if (!match || asksWhichOfTwo(match, question)) return null;
  const naming = extractTerms(match[1]!).filter((term) => priorFactor(term) === 1 && !PLACEHOLDERS.has(term.words.join(' ')));
  const thing = naming.at(-1);
  if (!thing) return null;
  // "is there a deposit for pets?": the thing is the pet deposit, a phrase that runs past the "for".
  const phrases = extractTerms(question).filter((term) => term.links.length > 0);
  return phrases.find((term) => term.words.length > thing.words.length && thing.words.every((word) => term.words.includes(word))) ?? thing;
}

/**
 * Whether an answer mentions the thing asked for. Knowledge that has a fireplace, a pool or an EV
 * charger names it; an answer that matched only the rest of the question ("in the living room",
 * "in the parking lot") does not say there is one.
 */
export function mentionsThing(thing: Term, said: TextFeatures): boolean {
  return termCredit(thing, said) >= MENTIONS;
}
