import { allows, cueMatch, cueOfWord, forbids, meetsCue, preferenceMatch, saysHow, type AnswerCue, type Preference } from './question-cues';
import { splitIntoSentenceUnits, type SentenceUnit } from './sentences';
import { coverage, priorFactor, termCredit, type WeightedTerm } from './term-weights';
import { extractTerms, mergeFeatures, textFeatures, type Term, type TextFeatures } from './terms';
import type { KnowledgeCandidate } from './types';

export interface RankedAnswer {
  readonly candidate: KnowledgeCandidate;
  /** For a Q&A pair its answer; for a passage the sentences that answer, in their order. */
  readonly sentences: readonly string[];
  readonly score: number;
  readonly confidence: number;
  /** A Q&A pair whose own question asks what the visitor asks: its "Yes, …" answers them too. */
  readonly asksTheSame?: boolean;
}

export interface Question {
  readonly terms: readonly WeightedTerm[];
  readonly cues: ReadonlySet<AnswerCue>;
  /** Features of the visitor's own words, to check a Q&A question asks nothing else. */
  readonly features: TextFeatures;
  /** What the question's wording prefers in a sentence (see detectPreferences). */
  readonly preferences?: ReadonlySet<Preference>;
}

const TITLE_CREDIT = 0.85;
/** The heading is shared by every sentence under it, so it weighs less when choosing among them. */
const SENTENCE_TITLE_CREDIT = 0.5;
const PASSAGE_CREDIT = 0.45;
const CUE_WORD_CREDIT = 0.75;
const CUE_BONUS = 0.12;
const MISSED_CUE_FACTOR = 0.85;
const QA_BONUS = 0.04;
/** A sentence under a heading that names the topic beats a passing mention elsewhere. */
const TOPIC_BONUS = 0.08;
const MAX_SENTENCES = 3;
const LIST_ITEMS = 6;
/**
 * How much of the visitor's question a Q&A pair's own question must share for its yes or no to
 * hold: "is there a cot for the baby" shares the cot with "Do you have a crib?"; "do you charge for
 * the high chair" shares nothing with "Is there a cot for babies?".
 */
const SAME_QUESTION = 0.4;
/** A sentence of the kind the wording asks for ("pool hours" wants a clock time) wins among near ties. */
const PREFERENCE_BONUS = 0.16;
/** "48 hours" is a duration: it does not answer "pool hours" or "office hours" by sharing the word. */
const DURATION_UNIT = /^(hour|day|minut|week|month|year)$/;

type Credit = (term: Term) => number;

export function candidateFeatures(candidate: KnowledgeCandidate): TextFeatures {
  return mergeFeatures([textFeatures(candidate.title), textFeatures(candidate.question ?? ''), textFeatures(candidate.content)]);
}

function cueFactor(question: Question, cue: number): number {
  return question.cues.size > 0 && cue === 0 ? MISSED_CUE_FACTOR : 1;
}

/** "Are dogs allowed?": whether something is allowed, which "can we bring our dog?" asks too, in other words. */
const PERMISSION_KEYS: ReadonlySet<string> = new Set(['allow', 'permit', 'welcom', 'ok', 'okay']);
const PERMISSION_CREDIT = 0.85;

/** Share of a Q&A pair's own question that the visitor's words also ask about. */
function reverseMatch(qaTerms: readonly Term[], question: Question): number {
  if (qaTerms.length === 0) return 1;
  const asksPermission = question.cues.has('policy');
  const credit = (term: Term): number => (asksPermission && PERMISSION_KEYS.has(term.key) ? PERMISSION_CREDIT : termCredit(term, question.features));
  return qaTerms.reduce((sum, term) => sum + credit(term), 0) / qaTerms.length;
}

function rankQa(candidate: KnowledgeCandidate, question: Question): RankedAnswer {
  const full = candidateFeatures(candidate);
  const credit: Credit = (term) => termCredit(term, full);
  const reverse = 0.8 + 0.2 * reverseMatch(extractTerms(candidate.question ?? ''), question);
  const cue = cueMatch(candidate.content, question.cues);
  const onTopic = coverage(question.terms, (term) => termCredit(term, textFeatures(candidate.question ?? '')));
  const confidence = coverage(question.terms, credit, 'meaning') * reverse * cueFactor(question, cue);
  const ranking = coverage(question.terms, credit) * reverse * cueFactor(question, cue);
  const preference = preferenceMatch(candidate.content, question.preferences ?? new Set());
  const score = ranking + CUE_BONUS * cue + TOPIC_BONUS * onTopic + QA_BONUS + PREFERENCE_BONUS * preference;
  return { candidate, sentences: [candidate.content.trim()], score, confidence, asksTheSame: onTopic >= SAME_QUESTION };
}

interface ScoredSentence {
  readonly index: number;
  readonly text: string;
  readonly bullet: boolean;
  readonly features: TextFeatures;
  readonly coverage: number;
  readonly cue: number;
  readonly preference: number;
}

function creditIn(
  term: Term,
  sentence: TextFeatures,
  title: TextFeatures,
  rest: TextFeatures,
  text: string,
  question: Question,
  titleCredit = TITLE_CREDIT,
): number {
  const own = sentenceCredit(term, sentence, text);
  const inTitleOrPassage = Math.max(titleCredit * termCredit(term, title), PASSAGE_CREDIT * termCredit(term, rest));
  const direct = Math.max(own, inTitleOrPassage, lengthInOtherUnit(term, text, question));
  if (direct >= CUE_WORD_CREDIT || term.words.length !== 1) return direct;
  const cue = cueOfWord(term.words[0]!);
  return cue && question.cues.has(cue) && meetsCue(text, cue) ? CUE_WORD_CREDIT : direct;
}

/** A sentence's own credit for a term; "48 hours" is a duration and says nothing of "hours" asked. */
function sentenceCredit(term: Term, features: TextFeatures, text: string): number {
  const credit = termCredit(term, features);
  if (credit === 0 && DAY_OF_MONTH.test(term.key) && SAYS_DAY_OF_MONTH.test(text)) return OTHER_DAY_CREDIT;
  return credit === 1 && DURATION_UNIT.test(term.key) && isDurationOnly(text, term.key) ? 0 : credit;
}

/** "My sister will stay for three weeks" is half answered by "guests staying more than 14 nights": a length in another unit. */
const OTHER_UNIT_CREDIT = 0.5;
const ASKS_SPAN: ReadonlySet<Preference> = new Set(['span']);

function lengthInOtherUnit(term: Term, text: string, question: Question): number {
  const spanTold = question.preferences?.has('span') === true && DURATION_UNIT.test(term.key);
  return spanTold && preferenceMatch(text, ASKS_SPAN) > 0 ? OTHER_UNIT_CREDIT : 0;
}

function isDurationOnly(text: string, unit: string): boolean {
  const uses = text.toLowerCase().match(new RegExp(`(\\S+\\s+)?${unit}[a-z]*`, 'g')) ?? [];
  return uses.length > 0 && uses.every((use) => /^(\d+|one|two|three|four|five|six|seven|ten|twelve|24|48|72)\s/.test(use));
}

const sentenceRank = (s: ScoredSentence): number => s.coverage + CUE_BONUS * s.cue + PREFERENCE_BONUS * s.preference;

const SHORT_INTRO = 40;

/** A list item reads only with the line that introduces the list ("An emergency is:"). */
function withListIntro(scored: readonly ScoredSentence[], item: ScoredSentence): ScoredSentence[] {
  const intro = [...scored].reverse().find((s) => s.index < item.index && !s.bullet);
  if (!intro) return [item];
  const before = scored.find((s) => s.index === intro.index - 1 && !s.bullet);
  // "An emergency is:" reads with the sentence before it about emergencies; "Before you go,
  // please:" does not read with an unrelated sentence about late checkout.
  const related = before !== undefined && [...intro.features.keys].some((key) => before.features.keys.has(key));
  const lead = intro.text.length <= SHORT_INTRO && before && related ? [before, intro] : [intro];
  return [...lead, item];
}

/**
 * "does it cost anything to pay rent online?": the other items of the best item's list that answer
 * as well as it does ("Online … by bank transfer, which is free" beside "Online by card, … 2.9%").
 */
function tiedListItems(scored: readonly ScoredSentence[], best: ScoredSentence): ScoredSentence[] {
  const byIndex = new Map(scored.map((s) => [s.index, s]));
  const items: ScoredSentence[] = [];
  for (const step of [-1, 1]) {
    for (let index = best.index + step; byIndex.get(index)?.bullet; index += step) {
      const item = byIndex.get(index)!;
      if (sentenceRank(item) >= sentenceRank(best)) items.push(item);
    }
  }
  return items;
}

/** "You can pay rent in the following ways:" is answered by its list, item by item (up to LIST_ITEMS). */
function listAfter(scored: readonly ScoredSentence[], intro: ScoredSentence): ScoredSentence[] {
  const items: ScoredSentence[] = [];
  for (const s of scored.filter((s) => s.index > intro.index).sort((a, b) => a.index - b.index)) {
    if (!s.bullet || s.index !== intro.index + items.length + 1 || items.length === LIST_ITEMS) break;
    items.push(s);
  }
  // A colon that introduces sentences rather than a list: the next ones, as before.
  return items.length > 0 ? items : scored.filter((s) => s.index > intro.index && s.index <= intro.index + MAX_SENTENCES - 1);
}

/** Adds neighbours of the best sentence when they answer what it leaves open. */
function chooseSentences(
  scored: readonly ScoredSentence[],
  best: ScoredSentence,
  question: Question,
  title: TextFeatures,
): ScoredSentence[] {
  const chosen = [best];
  if (best.bullet) return [...withListIntro(scored, best), ...tiedListItems(scored, best)].sort((a, b) => a.index - b.index);
  if (best.text.endsWith(':')) return withWordItselfAfter(scored, [best, ...listAfter(scored, best)], question, title);
  const others = scored
    .filter((s) => s.index !== best.index && s.coverage >= 0.6 * best.coverage && s.coverage > 0.3)
    .sort((a, b) => sentenceRank(b) - sentenceRank(a));
  const followUp = question.terms.some(({ carried }) => carried);
  for (const other of others) {
    if (chosen.length >= MAX_SENTENCES) break;
    // A follow-up's words from the earlier question place the answer, but a sentence about that
    // question alone answers it again: "and the gym?" after the pool's hours gets the gym's hours,
    // not the pool's as well ("and for dogs?" after the pet fee still gets the pet fee).
    if (followUp && !question.terms.some(({ term, carried }) => !carried && termCredit(term, other.features) > 0)) continue;
    const together = mergeFeatures([title, ...chosen.map((s) => s.features)]);
    const addsTerm = question.terms.some(({ term }) => {
      const own = sentenceCredit(term, other.features, other.text);
      const had = termCredit(term, together);
      if (own >= 0.8 && had < 0.8) return true;
      // The word itself where the chosen ones only have a synonym ("our partner lender" beside
      // "we recommend getting a mortgage pre-approval"), in a sentence about the question otherwise too.
      return own === 1 && had < 0.9 && priorFactor(term) === 1 && sharesAnotherTerm(question, term, other.features);
    });
    // A kind of fact asked for that no chosen sentence gives ("what's the charge for each key I
    // don't return?": "Keys not returned are charged at $50 per key").
    const addsCue = [...question.cues].some((cue) => meetsCue(other.text, cue) && !chosen.some((s) => meetsCue(s.text, cue)));
    const adjacent = chosen.some((s) => Math.abs(s.index - other.index) === 1);
    if (addsTerm || (addsCue && adjacent)) chosen.push(other);
  }
  for (const label of labelledNeighbours(scored, best, question)) if (chosen.length < MAX_SENTENCES && !chosen.includes(label)) chosen.push(label);
  const then = whatComesThen(scored, best, question);
  if (then && chosen.length < MAX_SENTENCES && !chosen.includes(then)) chosen.push(then);
  const otherCase = theOtherCase(scored, best);
  if (otherCase && chosen.length < MAX_SENTENCES && !chosen.includes(otherCase)) chosen.push(otherCase);
  const missing = whatIsLeftOut(scored, chosen, question);
  if (missing && chosen.length < MAX_SENTENCES) chosen.push(missing);
  const alternative = allowedInstead(scored, best, question);
  if (alternative && !chosen.includes(alternative) && chosen.length < MAX_SENTENCES) chosen.push(alternative);
  const dayNearby = nearbyDay(scored, chosen, question);
  if (dayNearby && chosen.length < MAX_SENTENCES) chosen.push(dayNearby);
  return chosen.sort((a, b) => a.index - b.index);
}

/** "If I pay the rent on the 8th…" is half answered by a sentence about another day of the month: "by the 6th, a late fee…". */
const OTHER_DAY_CREDIT = 0.5;
/** "the 4th", and "the third" as chat shorthand reads "3rd". */
const DAY_OF_MONTH = /^(?:\d{1,2}(?:st|nd|rd|th)|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth)$/;
const SAYS_DAY_OF_MONTH = /\b\d{1,2}(?:st|nd|rd|th)\b/;

/**
 * "If I pay rent on the 4th, will I get a late fee?": a question naming a day of the month is
 * answered by the days around it, so a sentence just before or among the chosen ones that names a
 * day too ("There is a grace period until the end of the 5th.") comes with them.
 */
function nearbyDay(scored: readonly ScoredSentence[], chosen: readonly ScoredSentence[], question: Question): ScoredSentence | undefined {
  // The day may be told before the question asks: "My pay lands on the 3rd. Will I get a penalty?"
  if (![...question.features.keys].some((key) => DAY_OF_MONTH.test(key))) return undefined;
  if (!chosen.some((s) => SAYS_DAY_OF_MONTH.test(s.text))) return undefined;
  const indexes = chosen.map((s) => s.index);
  const [first, last] = [Math.min(...indexes), Math.max(...indexes)];
  return scored.find((s) => s.index >= first - 1 && s.index < last && !indexes.includes(s.index) && SAYS_DAY_OF_MONTH.test(s.text));
}

/** How far after a list a sentence that says the asked word itself is still read with it. */
const AFTER_LIST = 2;

/**
 * "Can I pay rent in cash?" answered by the ways to pay, where "cashier's check" only stands for
 * cash: a sentence right after the list that says the asked word itself ("We do not accept cash",
 * "Personal checks are accepted unless…").
 */
function withWordItselfAfter(scored: readonly ScoredSentence[], list: ScoredSentence[], question: Question, title: TextFeatures): ScoredSentence[] {
  const end = list.at(-1)!.index;
  const together = mergeFeatures([title, ...list.map((s) => s.features)]);
  const saysItself = (next: ScoredSentence): boolean =>
    question.terms.some(
      ({ term }) => priorFactor(term) === 1 && sentenceCredit(term, next.features, next.text) === 1 && termCredit(term, together) < 0.9,
    );
  const after = scored.filter((s) => s.index > end && s.index <= end + AFTER_LIST && !s.bullet).sort((a, b) => a.index - b.index);
  const next = after.find(saysItself);
  return next ? [...list, next] : list;
}

const CONDITION = /^(?:if|when|should)\b/i;
/** A sentence that tells the reader what to do: it opens with the verb ("Use the backup key…"). */
const INSTRUCTION = /^(?:please\s+)?(?:use|call|text|ask|contact|email|send|leave|put|press|try|turn|check|unplug|take|bring|book|let|keep|go|reset|replace|report|submit|open|close|move|wait|remove|switch)\b/i;

/** "We can post it to you…", "You will be charged…": what follows from the sentence before. */
const CONSEQUENCE = /^(?:we|you|it|they|this)\s+(?:can|will|may|would)\b/i;

/**
 * The sentence after a condition that the condition leaves unfinished: "If the keypad does not
 * respond, the batteries may be flat. Use the backup key and text us" (a condition that only
 * explains is answered by the instruction after it), and, for "What happens if we leave something
 * behind?" or a bare "left my charger behind", "If you leave something behind, let us know within
 * 30 days. We can post it to you…" (what follows from it); "how long do we have to tell you?"
 * asks only the condition's own fact.
 */
function whatComesThen(scored: readonly ScoredSentence[], best: ScoredSentence, question: Question): ScoredSentence | undefined {
  if (!CONDITION.test(best.text)) return undefined;
  const next = scored.find((s) => s.index === best.index + 1);
  if (!next || next.bullet) return undefined;
  if (!saysHow(best.text) && INSTRUCTION.test(next.text)) return next;
  const asksWhatFollows = question.preferences?.has('condition') || (question.cues.size === 0 && !question.preferences?.size);
  return asksWhatFollows && CONSEQUENCE.test(next.text) ? next : undefined;
}

/** A sentence that opens with the case the sentence before leaves out: "Outside office hours, …". */
const OTHER_CASE = /^(?:outside(?: of)? (?:office|business|opening|working) hours|after hours|out of hours|otherwise|at other times|at any other time)\b/i;

/**
 * "If you are locked out, the office can let you in for free during office hours. Outside office
 * hours, … the after-hours lockout fee is $75.": the sentence after the best one that gives its
 * other case, which a visitor asking "I'm locked out" or "on a Sunday?" needs as much.
 */
function theOtherCase(scored: readonly ScoredSentence[], best: ScoredSentence): ScoredSentence | undefined {
  const next = scored.find((s) => s.index === best.index + 1);
  return next && !next.bullet && OTHER_CASE.test(next.text) ? next : undefined;
}

/** Whether a text answers for a real word of the question besides `term`. */
function sharesAnotherTerm(question: Question, term: Term, features: TextFeatures): boolean {
  return question.terms.some(({ term: other }) => other !== term && priorFactor(other) === 1 && termCredit(other, features) >= 0.7);
}

const LABEL_LINE = /^[A-Z][A-Za-z -]{1,30}:\s/;

/**
 * "Wi-Fi network: Driftwood-Guest" and the line after it, "Wi-Fi password: saltwater2024": the
 * labelled lines next to the best one that answer the question as well as it does, so "what's
 * the wifi?" gets both, while "the wifi password?" gets the password alone.
 */
function labelledNeighbours(scored: readonly ScoredSentence[], best: ScoredSentence, question: Question): ScoredSentence[] {
  if (!LABEL_LINE.test(best.text)) return [];
  const answered = question.terms.filter(({ term }) => termCredit(term, best.features) >= 0.8);
  const asWell = (s: ScoredSentence): boolean => answered.length > 0 && answered.every(({ term }) => termCredit(term, s.features) >= 0.8);
  return scored.filter((s) => Math.abs(s.index - best.index) === 1 && !s.bullet && LABEL_LINE.test(s.text) && asWell(s));
}

/**
 * Whether a sentence is about the same thing as others: it shares with one of them a word of the
 * question that is not carried over from an earlier one (and, when `deciding`, not a weak word).
 */
function aboutTheSameThing(question: Question, sentence: ScoredSentence, others: readonly ScoredSentence[], deciding: boolean): boolean {
  return question.terms.some(
    ({ term, carried }) =>
      !carried &&
      (!deciding || priorFactor(term) === 1) &&
      termCredit(term, sentence.features) >= 0.7 &&
      others.some((other) => termCredit(term, other.features) >= 0.7),
  );
}

/**
 * What the chosen sentences leave out of what the question asks: how to do it ("how do I report a
 * broken blind?" answered with "Routine requests such as a broken blind are handled within 3
 * business days"), or the kind of fact it wants ("where do trash bags go?" answered with "Bag all
 * garbage"). An amount is left out: another sentence's price is rarely the price asked for.
 */
function leftOut(chosen: readonly ScoredSentence[], question: Question): ((text: string) => boolean) | undefined {
  if (question.preferences?.has('procedure') && !chosen.some((s) => saysHow(s.text))) return saysHow;
  const missing = [...question.cues].filter((cue) => cue !== 'policy' && cue !== 'money' && !chosen.some((s) => meetsCue(s.text, cue)));
  return missing.length > 0 ? (text) => missing.some((cue) => meetsCue(text, cue)) : undefined;
}

/**
 * The passage's best other sentence that gives what the chosen ones leave out, about the same
 * thing ("Submit routine maintenance requests through the ResidentHub portal"; "Each building has
 * a trash enclosure next to the parking lot").
 */
function whatIsLeftOut(scored: readonly ScoredSentence[], chosen: readonly ScoredSentence[], question: Question): ScoredSentence | undefined {
  const gives = leftOut(chosen, question);
  if (!gives) return undefined;
  return [...scored]
    .sort((a, b) => sentenceRank(b) - sentenceRank(a))
    .find((s) => !chosen.includes(s) && !s.bullet && gives(s.text) && aboutTheSameThing(question, s, chosen, true));
}

/**
 * "can I vape on the deck?" answered with "not on the deck": the sentence of the same passage that
 * says what is allowed instead ("You may smoke on the driveway"), about the same thing.
 */
function allowedInstead(scored: readonly ScoredSentence[], best: ScoredSentence, question: Question): ScoredSentence | undefined {
  // A bare topic ("smoking?") wants the rule, and the rule is where it is allowed as much as where not;
  // "is the deck ok for him to smoke on, or where should he go?" asks where it is allowed.
  const asksRule = question.cues.has('policy') || question.cues.has('place') || question.cues.size === 0;
  if (!asksRule || !forbids(best.text)) return undefined;
  // Shares what is asked about, not just the asking word: "Day visitors are allowed" is not where to smoke.
  const topic = { ...question, terms: question.terms.filter(({ term }) => !term.words.every((word) => cueOfWord(word) === 'policy')) };
  return scored
    .filter((s) => s.index !== best.index && !forbids(s.text) && allows(s.text) && aboutTheSameThing(topic, s, [best], false))
    .sort((a, b) => Math.abs(a.index - best.index) - Math.abs(b.index - best.index))[0];
}

function rankPassage(candidate: KnowledgeCandidate, question: Question): RankedAnswer | null {
  const title = textFeatures(candidate.title);
  const units: SentenceUnit[] = splitIntoSentenceUnits(candidate.content);
  if (units.length === 0) return null;
  const features = units.map((unit) => textFeatures(unit.text));
  const scored: ScoredSentence[] = units.map(({ text, bullet }, index) => {
    const rest = mergeFeatures(features.filter((_, other) => other !== index));
    return {
      index,
      text,
      bullet,
      features: features[index]!,
      coverage: coverage(question.terms, (term) => creditIn(term, features[index]!, title, rest, text, question, SENTENCE_TITLE_CREDIT)),
      cue: cueMatch(text, question.cues),
      preference: preferenceMatch(text, question.preferences ?? new Set()),
    };
  });
  const best = scored.reduce((a, b) => (sentenceRank(b) > sentenceRank(a) ? b : a));
  const chosen = chooseSentences(scored, best, question, title);
  const together = mergeFeatures(chosen.map((s) => s.features));
  const rest = mergeFeatures(features.filter((_, index) => !chosen.some((s) => s.index === index)));
  const reply = chosen.map((s) => s.text).join(' ');
  const credit: Credit = (term) => creditIn(term, together, title, rest, reply, question);
  const cue = cueMatch(reply, question.cues);
  const onTopic = coverage(question.terms, (term) => termCredit(term, title));
  const confidence = coverage(question.terms, credit, 'meaning') * cueFactor(question, cue);
  const preference = preferenceMatch(reply, question.preferences ?? new Set());
  const score =
    coverage(question.terms, credit) * cueFactor(question, cue) + CUE_BONUS * cue + TOPIC_BONUS * onTopic + PREFERENCE_BONUS * preference;
  return { candidate, sentences: chosen.map((s) => s.text), score, confidence };
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
