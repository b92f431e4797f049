import { subjectOf } from './reply-text';
import type { RankedAnswer } from './rerank';
import type { KnowledgeCandidate } from './types';

/** Which labelled detail a question compares the homes on, and which end of it it wants. */
interface Comparison {
  readonly label: RegExp;
  readonly pick: 'lowest' | 'highest';
}

/**
 * "which of your listings is the cheapest?", "which home has the most bedrooms?": the wording
 * that compares the knowledge's homes on one detail, most specific first ("the biggest plot"
 * compares lots, "the biggest home" living areas).
 */
const COMPARISONS: readonly (readonly [RegExp, Comparison])[] = [
  [/\b(?:cheapest|least expensive|most affordable|lowest[- ]priced|lowest price)\b/i, { label: /^price$/i, pick: 'lowest' }],
  [/\b(?:most expensive|priciest|highest[- ]priced|highest price)\b/i, { label: /^price$/i, pick: 'highest' }],
  // "we need as many bedrooms as possible" wants the most there are.
  [/\b(?:most|as many) (?:bedrooms|beds)\b/i, { label: /^bedrooms$/i, pick: 'highest' }],
  [/\b(?:fewest|least) (?:bedrooms|beds)\b/i, { label: /^bedrooms$/i, pick: 'lowest' }],
  // "we need loads of bedrooms, what's your biggest?": big in bedrooms.
  [/\b(?:biggest|largest)\b.*\bbedrooms\b|\bbedrooms\b.*\b(?:biggest|largest)\b/i, { label: /^bedrooms$/i, pick: 'highest' }],
  [/\b(?:most|as many) (?:bathrooms|baths)\b/i, { label: /^bathrooms$/i, pick: 'highest' }],
  [/\b(?:biggest|largest) (?:plot|lot|yard|garden|acreage)\b|\bmost (?:land|acreage)\b/i, { label: /^lot( size)?$/i, pick: 'highest' }],
  [/\b(?:biggest|largest) garage\b|\bmost (?:garage|parking) (?:space|spaces)\b/i, { label: /^garage$/i, pick: 'highest' }],
  [/\b(?:lowest|cheapest|smallest|least)\s+(?:annual\s+)?(?:property\s+)?tax(?:es)?\b/i, { label: /property taxes$/i, pick: 'lowest' }],
  [/\b(?:highest|biggest|most)\s+(?:annual\s+)?(?:property\s+)?tax(?:es)?\b/i, { label: /property taxes$/i, pick: 'highest' }],
  [
    /\b(?:lowest|cheapest|smallest)\s+hoa\b|\b(?:which|what)\b.*\b(?:no|without(?: an?)?|(?:doesn'?t|does not|don'?t|do not) have (?:an?|any))\s+(?:hoa|homeowners'? association)/i,
    { label: /^hoa(?: fee)?$/i, pick: 'lowest' },
  ],
  [/\b(?:highest|biggest|most expensive)\s+hoa\b/i, { label: /^hoa(?: fee)?$/i, pick: 'highest' }],
  [/\b(?:biggest|largest|most spacious|roomiest)\b|\b(?:most|as much) (?:space|square feet|square footage|living space)\b/i, { label: /^living area$/i, pick: 'highest' }],
  [/\bsmallest\b/i, { label: /^living area$/i, pick: 'lowest' }],
  [/\b(?:newest|most recently built)\b/i, { label: /^year built$/i, pick: 'highest' }],
  [/\boldest\b/i, { label: /^year built$/i, pick: 'lowest' }],
];

/**
 * "our oldest starts 7th grade", "my biggest worry": someone's, not one of the homes. "Your
 * cheapest listing" is the agency's, so one of the homes.
 */
const SOMEONES = /\b(?:my|our|his|her|their)\s+$/i;

function comparesHomes(question: string, asks: RegExp): boolean {
  const match = asks.exec(question);
  return match !== null && !SOMEONES.test(question.slice(0, match.index));
}

/** "- Price: $549,000": a labelled detail line, its label and its value. */
const DETAIL_LINE = /^[-*\u2022]?\s*([A-Za-z][A-Za-z ]{1,30}):\s*(.+)$/;

interface Detail {
  readonly candidate: KnowledgeCandidate;
  readonly line: string;
  readonly value: number;
}

function detailsOf(candidate: KnowledgeCandidate, label: RegExp): Detail[] {
  return candidate.content.split('\n').flatMap((raw) => {
    const line = raw.trim();
    const match = DETAIL_LINE.exec(line);
    if (!match || !label.test(match[1]!.trim())) return [];
    const number = /\d[\d,]*(?:\.\d+)?/.exec(match[2]!);
    // "HOA: none, there is no homeowners association" is the lowest there is.
    const value = number ? Number(number[0].replace(/,/g, '')) : /^(?:none|no)\b/i.test(match[2]!) ? 0 : null;
    return value === null ? [] : [{ candidate, line: line.replace(/^[-*\u2022]\s*/, ''), value }];
  });
}

/**
 * The answer to a question comparing the homes on one labelled detail ("Price: $389,000"): the
 * line of the home at the end asked for, or undefined when the question compares nothing or the
 * knowledge does not give that detail for at least two homes.
 */
export function compareHomes(question: string, candidates: readonly KnowledgeCandidate[]): RankedAnswer | undefined {
  const comparison = COMPARISONS.find(([asks]) => comparesHomes(question, asks))?.[1];
  if (!comparison) return undefined;
  const details = candidates.filter((candidate) => candidate.kind === 'passage').flatMap((candidate) => detailsOf(candidate, comparison.label));
  const homes = new Set(details.map((detail) => subjectOf(detail.candidate.title)));
  if (homes.size < 2) return undefined;
  const lowest = comparison.pick === 'lowest';
  const chosen = details.reduce((best, detail) => ((lowest ? detail.value < best.value : detail.value > best.value) ? detail : best));
  return { candidate: chosen.candidate, sentences: [chosen.line], score: 1, confidence: 1 };
}
