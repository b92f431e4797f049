import { askedPart } from './asked-part';
import { COMMON_WORDS } from './common-words';
import { compareHomes } from './comparison';
import { followUpContext, freshFirst, lastReply, lastUserTurn, looksLikeFollowUp, POINTS_BACK, SOMEONE_TOLD_OF, STANDS_FOR_IT, type HistoryTurn } from './follow-up';
import { ASKS_WHETHER_THERE_IS, cueOfWord, detectCues, detectPreferences, lacksAskedFact, meetsCue, messageSentences, type AnswerCue } from './question-cues';
import { DONT_KNOW_REPLY, partNotKnownReply, replyText, subjectOf } from './reply-text';
import { candidateFeatures, rerank, type RankedAnswer } from './rerank';
import { correctQuestion } from './search-query';
import { isDay, MODIFIER_FACTOR, priorFactor, termCredit, weighTerms } from './term-weights';
import { askedForThing, mentionsThing } from './existence-focus';
import { openJoinedTerms } from './coordination';
import { asksWhichHomes, homesListed } from './homes-listed';
import {
  aboutTheNamedHome,
  comparesNamedHomes,
  nameOf,
  namesAHome,
  namingTheHome,
  rankAboutTheNamedHome,
  readHomes,
  saidOfAnotherHome,
  type HomesRead,
  type NamedHome,
} from './named-homes';
import { extractTerms, namesOnlyOtherPlaces, textFeatures, type Term, type TextFeatures } from './terms';
import { tokenize } from './tokens';
import type { KnowledgeCandidate, NearMiss, OfflineAnswer } from './types';
import { lookupPhrase, VOCABULARY_WORDS } from './vocabulary';
import { smallTalkReply } from './small-talk';

/** Below this share of the question covered by the knowledge, the reply admits it does not know. */
export const CONFIDENCE_THRESHOLD = 0.55;
/**
 * From this confidence up to the threshold an answer is a near miss: most of the question's words
 * are covered, and often the visitor only said one thing in words the knowledge does not use
 * ("borrow bikes", "laundry soap"). Words cannot tell those from near misses on another subject.
 */
export const NEAR_MISS_CONFIDENCE = 0.4;
const CONTEXT_FACTOR = 0.3;
/** A follow-up whose "it" stands for what the previous question asked about carries that subject at this weight. */
const POINTED_AT_FACTOR = 0.5;
/** Credit at which a reply's own sentences answer for a term of the question. */
const ANSWERS_TERM = 0.8;
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

/** "where do u keep…", "what should I…": a question word and the verb that asks with it. */
const WH_OPENING = String.raw`(?:where|what|when|how|why)\s+(?:do|does|did|is|are|was|can|could|will|would|should|shall)\b`;
const WHO_OPENING = String.raw`who\s+(?:do|should|can)\s+(?:i|we|you)\b`;
/** "…can we set off a few fireworks", but not the "if we can" or "whether it is" of a clause that tells. */
const YES_NO_OPENING = String.raw`(?<!\b(?:or|and|if|whether|so|that|what|where|when|how|why|who|which|wonder|wondering|know|ask|sure)\s+)` +
  String.raw`(?:can|could|will|would|do|does|is|are|should|may)\s+(?:i|we|you|u|they|he|she|it|my|our|there)\b`;

/** "…afternoon any chance we could stay until noon": asking whether something could be, without the verb that asks. */
const ANY_CHANCE_OPENING = String.raw`(?<!\b(?:is|are|was|there|if|not)\s+)any\s+(?:chance|possibility|way)\b`;

/** "kid cut his finger where do u keep bandaids": a question begun mid-message, after four words or more, with no punctuation before it. */
const UNMARKED_QUESTION = new RegExp(String.raw`(?<=^(?:\S+\s+){3,}\S+)\s+(?=${WH_OPENING}|${WHO_OPENING}|${YES_NO_OPENING}|${ANY_CHANCE_OPENING})`, 'i');

function atUnmarkedQuestion(clause: string): string[] {
  const match = UNMARKED_QUESTION.exec(clause);
  // "What kind of beds will they be sleeping in?" asks from its first word.
  if (!match || ASKING.test(clause.slice(0, match.index))) return [clause];
  return [clause.slice(0, match.index), clause.slice(match.index)];
}

/**
 * "where do u send the deposit check since i wont live there anymore", "what's the email address in
 * case I can't make it in": a reason begun mid-message tells.
 */
const UNMARKED_REASON = /(?<=^(?:\S+\s+){2,}\S+)\s+(?=(?:because|cause|cuz|coz|bc|since|in case|so that)\s+(?:i|we|my|our|im|were|he|she|they|it|its|the)\b)/i;

function atUnmarkedReason(clause: string): string[] {
  const match = UNMARKED_REASON.exec(clause);
  return match ? [clause.slice(0, match.index), clause.slice(match.index)] : [clause];
}

function clausesOf(message: string): string[] {
  return message
    .split(/(?<=[.!?;:])\s+|,\s*|\s+[\u2013\u2014-]+\s+|[\u2013\u2014]+/)
    .flatMap(atUnmarkedQuestion)
    .flatMap(atUnmarkedReason)
    .map((clause) => clause.trim())
    .filter(Boolean);
}

const keysOf = (clauses: readonly string[]): string[] => clauses.flatMap((clause) => extractTerms(clause).map((term) => term.key));

/** "is there an outdoor shower to rinse off…": a thing asked for, then what it would be for. */
const THING_FOR = new RegExp(String.raw`^\s*${ASKS_WHETHER_THERE_IS}\s+(?:an?\s+|any\s+|some\s+)?(?:(?!(?:i|we|you|they)\b)[a-z'-]+\s+){0,2}[a-z'-]+ to `, 'i');

/**
 * "Can I fly my drone from the garden to get some beach shots?": what follows the "to" of a clause
 * that has already named its subject says what it is for, as a telling clause would.
 */
function purposeOf(clause: string): string | null {
  // What the thing asked for would be for is part of what is asked.
  if (THING_FOR.test(clause)) return null;
  const match = / to (?!the |my |our |a |an )(.+)$/i.exec(clause);
  if (!match) return null;
  const before = clause.slice(0, match.index);
  return extractTerms(before).some((term) => priorFactor(term) === 1) ? match[1]! : null;
}

/** Words said only in the clauses of a message that tell rather than ask: "I'd be cancelling my gym membership". */
function toldOnly(message: string): Set<string> {
  const clauses = clausesOf(message);
  const asking = clauses.filter((clause) => ASKING.test(clause));
  if (asking.length === 0) return new Set();
  const purposes = asking.map(purposeOf);
  const asked = new Set(keysOf(asking.map((clause, index) => clause.slice(0, clause.length - (purposes[index]?.length ?? 0)))));
  const telling = [...clauses.filter((clause) => !asking.includes(clause)), ...purposes.filter((purpose): purpose is string => purpose !== null)];
  return new Set(keysOf(telling).filter((key) => !asked.has(key)));
}

function rankWithContext(
  question: string,
  context: string | null,
  candidates: readonly KnowledgeCandidate[],
  known: ReadonlySet<string>,
  pointedAt = false,
  /** What the assistant said last, which the question follows up (see freshFirst). */
  reply?: string,
): RankedAnswer | undefined {
  const own = extractTerms(correctQuestion(question, known));
  // Read on the message as written: its punctuation marks where a clause that tells ends.
  const toldKeys = toldOnly(question);
  const carried = context ? carriedTerms(own, extractTerms(correctQuestion(context, known))) : [];
  if (own.length === 0 && carried.length === 0) return undefined;
  const terms = weighTerms(
    [
      ...own.map((term) => ({ term, factor: 1, told: toldKeys.has(term.key) })),
      ...carried.map((term) => ({ term, factor: pointedAt ? POINTED_AT_FACTOR : CONTEXT_FACTOR, carried: true })),
    ],
    candidates.map(candidateFeatures),
  );
  const questionCues = detectCues(question);
  const cues = questionCues.size === 0 && context ? detectCues(context) : questionCues;
  const features = textFeatures(context ? `${question} ${context}` : question);
  const preferences = detectPreferences(question);
  // "When was the farmhouse built?": only the home the question names answers, though every home's words weigh the terms.
  const ranked = freshFirst(rankAboutTheNamedHome(readHomes([...own, ...carried], candidates), candidates, { terms, cues, features, preferences }), {
    reply,
    // A fresh answer still about what the follow-up carries ("late checkout"), not about anything else.
    onSubject: (answer) => carried.length === 0 || carried.some((term) => termCredit(term, answerFeatures(answer)) > 0),
  });
  const thing = askedForThing(question);
  if (!thing || !ranked[0]) return ranked[0];
  // "is there a fireplace in the living room?": only an answer that names a fireplace says so.
  return ranked.find((answer) => mentionsThing(thing, answerFeatures(answer))) ?? { ...ranked[0], confidence: 0 };
}

function answerFeatures(answer: RankedAnswer): TextFeatures {
  return textFeatures(`${answer.candidate.title} ${answer.sentences.join(' ')}`);
}

/**
 * "Yes, a travel cot and high chair are available at no charge" answers "is there a cot?", not
 * "do you charge for the high chair?": asked something else, the pair's answer loses its yes or no.
 */
function withoutYesOrNo(answer: string): string {
  const rest = answer.replace(/^\s*(?:yes|no)\b[,.!]?\s+/i, '');
  return rest === answer || !rest ? answer : rest.charAt(0).toUpperCase() + rest.slice(1);
}

function dontKnow(confidence: number, nearMiss?: NearMiss): OfflineAnswer {
  return { reply: DONT_KNOW_REPLY, sources: [], found: false, confidence, ...(nearMiss && { nearMiss }) };
}

/**
 * Whether `answerOffline` (and the retrieval before it) may read the visitor's previous question
 * (`lastUserTurn`) besides this one. When not, the answer depends on the question and the
 * knowledge alone.
 */
export function readsEarlierQuestion(message: string): boolean {
  const question = askedPart(message);
  return looksLikeFollowUp(question) || extractTerms(question).length <= SHORT_QUESTION_TERMS;
}

/** "can't visit" and "don't know" tell rather than ask. */
const ASKS = String.raw`(?:is|are|can|could|do|does|did|what|whats|what's|when|where|how|who|which|will|would|should|may|any)\b(?!['\u2019])`;
/** "… and is there parking?", "… also, can I bring my dog?": where a second question starts inside a sentence. */
const NEXT_QUESTION = new RegExp(String.raw`,?\s+(?:and|also|plus)\s*,?\s+(?=${ASKS})(?!(?:would|could|will|may)\s+(?:love|like|be (?:grateful|happy|glad))\b)`, 'i');
const OPENING_CONJUNCTION = /^(?:and|also|plus)\b[\s,]*/i;

/** The questions a message asks, one per '?' and per "and is …" inside a sentence. */
function separateQuestions(question: string): string[] {
  return question
    .split(/(?<=\?)\s+/)
    .flatMap((sentence) => sentence.split(NEXT_QUESTION))
    .map((part) => part.replace(OPENING_CONJUNCTION, '').trim())
    .filter((part) => extractTerms(part).length > 0);
}

interface AskingClause {
  readonly clause: string;
  /**
   * What the clause is read with, or null when it stands alone: what it points back at ("break my
   * lease early"), or what was said before a clause of one real word ("…that makes us 9 sleeping
   * there. problem?").
   */
  readonly before: string | null;
  /** Read alone it may still answer, but only with what the reading with `before` chose ("My son cut his finger, is there a first aid kit?"). */
  readonly standsAlone: boolean;
}

/** How many words of a text are not weak: none in "do we need to book?", one in "problem?". */
function realWords(text: string): number {
  return extractTerms(text).filter((term) => priorFactor(term) === 1).length;
}

/** "its 8pm on a tuesday": only an hour or a day. */
function onlyPlacesInTime(text: string): boolean {
  return extractTerms(text).every((term) => term.numeric || isDay(term));
}

/** Words that ask what a thing costs or when it is, of whatever the message is about. */
const PRICE_OR_TIME: ReadonlySet<AnswerCue> = new Set(['money', 'time']);
const PRICE: ReadonlySet<AnswerCue> = new Set(['money']);

/** Whether a one-word term only asks for a kind of fact (a price, a time) of whatever the message is about. */
function asksOnly(term: Term, cues: ReadonlySet<AnswerCue>): boolean {
  const cue = term.words.length === 1 ? cueOfWord(term.words[0]!) : undefined;
  return cue !== undefined && cues.has(cue);
}

const asksOnlyPriceOrTime = (term: Term): boolean => asksOnly(term, PRICE_OR_TIME);

/** Words that only say when: a night, a day, a month or a season, a time of day. */
const WHEN_GROUPS: ReadonlySet<string> = new Set([
  'night', 'weekend', 'weekday', 'daytime', 'season', 'month', 'relative-time', 'morning', 'afternoon', 'later', 'early', 'time-of-day', 'public-holiday',
]);

const saysWhen = (term: Term): boolean => term.links.length > 0 && term.links.every((link) => WHEN_GROUPS.has(link.group));

/** "how much", "per": what a price asks. Not "open", which asks a time of the thing it names. */
const asksPrice = (term: Term): boolean => term.key === 'per' || asksOnly(term, PRICE);

/**
 * "How much per night is the cottage in August?": besides weak words and a price, the question
 * only says when, so no answer about a thing ("Pool heating is available from April to October for
 * $25 per night") is what it asks; the earlier question of a follow-up names the thing.
 */
function namesOnlyWhen(question: string): boolean {
  const terms = extractTerms(question).filter((term) => !term.numeric && !asksPrice(term));
  // Weak words that name nothing ("the cottage", "to stay") leave it so; "swim at night" names the pool.
  return terms.some(saysWhen) && terms.every((term) => saysWhen(term) || (priorFactor(term) < 1 && term.links.length === 0));
}

/** "do we need to book?", "is there a charge?": weak words, and words that only ask a price or a time. */
function namesNoSubject(text: string): boolean {
  return extractTerms(text).every((term) => priorFactor(term) < 1 || asksOnlyPriceOrTime(term));
}

/**
 * "Is there anywhere we can leave our bags, and from what time?": a tail of weak words asks on about
 * the question before it; "Is the second bedroom a double, or something bigger?" offers it another answer.
 */
function continuesQuestion(clauses: readonly string[], last: number): boolean {
  const tail = clauses[last]!;
  if (last > 0 && /^or\b/i.test(tail) && !STARTS_ASKING.test(tail.replace(/^or\s+/i, '')) && ASKING.test(clauses[last - 1]!)) return true;
  return last > 1 && /^and\b/i.test(tail) && !POINTS_BACK.test(tail) && realWords(tail) === 0 && ASKING.test(clauses[last - 1]!);
}

const CONDITION = /^(?:if|unless|in case)\b/i;

/** "We are driving down from Boston, is there parking?": the last clause that asks, if there are several. */
function askingClause(question: string): AskingClause | null {
  const clauses = clausesOf(question);
  if (clauses.length < 2) return null;
  // Without a question mark, the last clause worded as a question: "can u stock the fridge before
  // we arrive, we get in late" asks in its first clause.
  const marked = clauses.findLastIndex((clause) => clause.endsWith('?'));
  const index = marked === -1 ? clauses.findLastIndex((clause) => ASKING.test(clause)) : marked;
  // "locked myself out, its 8pm on a tuesday": a last clause that neither asks nor names anything only places the message.
  if (index === -1 && onlyPlacesInTime(clauses.at(-1)!)) return null;
  const last = index === -1 ? clauses.length - 1 : index;
  const at = continuesQuestion(clauses, last) ? last - 1 : last;
  const clause = clauses.slice(at, last + 1).join(', ');
  const pointsBack = POINTS_BACK.test(clause) || SOMEONE_TOLD_OF.test(clause);
  const real = realWords(clause);
  // "If we have to cancel because my dad gets sick, do we get our money back?": the condition is part of the question.
  const condition = at > 0 && CONDITION.test(clauses[at - 1]!) ? clauses[at - 1]! : null;
  if (condition) return { clause, before: condition, standsAlone: false };
  // "Where should we go?" asks nothing of its own: read alone, its weak words would match anything.
  return { clause, before: pointsBack || real <= 1 ? clauses.slice(0, at).join(' ') : null, standsAlone: !pointsBack && real > 0 };
}

/**
 * "Our flight is only in the evening. Is a later departure possible, or does it depend on
 * something?": the last sentence that asks, read after the sentences that tell.
 */
function askingSentence(question: string): Reading | null {
  const sentences = messageSentences(question);
  const index = sentences.findLastIndex((sentence) => sentence.endsWith('?'));
  if (index < 1) return null;
  return { text: sentences[index]!, earlier: sentences.slice(0, index).join(' ') };
}

interface Reading {
  readonly text: string;
  readonly earlier: string | null;
  /** Counts only when it gives the same answer as the reading at this index (see sameAnswer). */
  readonly agreesWith?: number;
  /** The question's "it" stands for the earlier question's subject (see POINTED_AT_FACTOR). */
  readonly pointedAt?: boolean;
}

/**
 * The best answer to the question as asked, then, while none is confident, to readings of it: a
 * short question with the previous one, a follow-up without it, the clause that asks. A later
 * part of a message asking several things is read after `firstPart` as after an earlier question.
 */
function bestAnswer(
  question: string,
  candidates: readonly KnowledgeCandidate[],
  history?: readonly HistoryTurn[],
  firstPart?: string,
): RankedAnswer | undefined {
  const known = knownWords(candidates);
  // "Any good seafood places nearby? Do we need to book?", "… and is there a charge?": a later part
  // naming no subject of its own asks about the first part's.
  if (firstPart !== undefined && namesNoSubject(question)) {
    return bestOf([{ text: question, earlier: firstPart }, { text: question, earlier: null, agreesWith: 0 }], candidates, known);
  }
  const turns = firstPart === undefined ? history : [{ role: 'user', content: firstPart }];
  const context = followUpContext(question, turns);
  const previous = lastUserTurn(turns);
  const readings: Reading[] = [{ text: question, earlier: context, pointedAt: firstPart === undefined && STANDS_FOR_IT.test(question) }];
  if (!context && previous && extractTerms(question).length <= SHORT_QUESTION_TERMS) readings.push({ text: question, earlier: previous });
  // "and what about the wifi?" after the pool: a new topic the earlier question's words only dilute.
  if (context) readings.push({ text: question, earlier: null, ...(POINTS_BACK.test(question) && { agreesWith: 0 }) });
  const asking = askingClause(question);
  if (asking) {
    const index = readings.push({ text: asking.clause, earlier: asking.before }) - 1;
    if (asking.before && asking.standsAlone) readings.push({ text: asking.clause, earlier: null, agreesWith: index });
  }
  const sentence = askingSentence(question);
  if (sentence) readings.push(sentence);
  return bestOf(readings, firstPart === undefined ? homePointedAt(question, history, candidates) : candidates, known, lastReply(turns));
}

/**
 * "property taxes on that one?" after a reply about 17 Harbor View Court: the candidates of the one
 * home the last reply named, when the question points back and names no home itself. A short
 * question naming no home ("how many bathrooms?" after "Does 42 Linden Avenue have a garage?")
 * stays on the one home the last question and reply named.
 */
function homePointedAt(question: string, turns: readonly HistoryTurn[] | undefined, candidates: readonly KnowledgeCandidate[]): readonly KnowledgeCandidate[] {
  const terms = extractTerms(question);
  if (readHomes(terms, candidates).named.length > 0) return candidates;
  const reply = lastReply(turns);
  if (reply && POINTS_BACK.test(question)) return aboutTheNamedHome(readHomes(extractTerms(reply), candidates), candidates);
  const previous = lastUserTurn(turns);
  if (!previous || terms.length > SHORT_QUESTION_TERMS) return candidates;
  return aboutTheNamedHome(readHomes(extractTerms(`${previous} ${reply ?? ''}`), candidates), candidates);
}

/** The same knowledge, and at least one sentence of it in common: the emergencies passage's "call 911" is not its leak line. */
function sameAnswer(answer: RankedAnswer | undefined, other: RankedAnswer | undefined): boolean {
  return !!answer && !!other && answer.candidate.id === other.candidate.id && answer.sentences.some((sentence) => other.sentences.includes(sentence));
}

/** The most confident of the readings, read in order until one is confident enough. */
function bestOf(
  readings: readonly Reading[],
  candidates: readonly KnowledgeCandidate[],
  known: ReadonlySet<string>,
  reply?: string,
): RankedAnswer | undefined {
  let best: RankedAnswer | undefined;
  const answers: (RankedAnswer | undefined)[] = [];
  for (const { text, earlier, agreesWith, pointedAt } of readings) {
    if (best && best.confidence >= CONFIDENCE_THRESHOLD) break;
    const answer = rankWithContext(text, earlier, candidates, known, pointedAt, reply);
    answers.push(answer);
    if (agreesWith !== undefined && !sameAnswer(answer, answers[agreesWith])) continue;
    if (answer && (!best || answer.confidence > best.confidence)) best = answer;
  }
  return best;
}

/**
 * Answers a visitor from retrieved knowledge alone: the Q&A answer or the one to three
 * sentences that answer the question, or an honest "I don't have that information".
 */
export function answerOffline(
  message: string,
  candidates: readonly KnowledgeCandidate[],
  history?: readonly HistoryTurn[],
): OfflineAnswer {
  const smallTalk = smallTalkReply(message);
  if (smallTalk) return { reply: smallTalk, sources: [], found: true, confidence: 1 };
  const question = askedPart(message);
  if (candidates.length === 0 || !question.trim()) return dontKnow(0);
  const compared = compareHomes(question, candidates);
  if (compared) return found(withOtherParts(question, compared, candidates));
  const own = extractTerms(correctQuestion(question, knownWords(candidates)));
  const homes = readHomes(own, candidates);
  if (homes.listings.length > 1 && asksWhichHomes(question)) return found(homesListed(homes.listings));
  const foundSaying = (answers: readonly RankedAnswer[]) => found(answers.map((answer) => homeSaid(answer, homes)));
  const eachHome = comparesNamedHomes(own, homes) ? answerEachHome(question, own, homes.named) : null;
  if (eachHome) return found(eachHome);
  const parts = separateQuestions(question);
  const each = parts.length > 1 ? answerEach(parts, candidates, history) : [];
  if (each.length > 0 && each.every((answer) => answer !== null)) return foundSaying(each);
  // "where is the leasing office? i need to drop off some papers": the parts that ask are the question.
  const asked = each.filter((_, index) => ASKING.test(parts[index]!.trim()));
  const answered = asked.filter((answer): answer is RankedAnswer => answer !== null);
  if (asked.length > 0 && asked.length < each.length && answered.length === asked.length) return foundSaying(answered);
  const open = openQuestions(parts, each);
  if (open) return partlyFound(each.map((answer) => answer && homeSaid(answer, homes)), open);
  if (namesOnlyWhen(question) && !(lastUserTurn(history) && readsEarlierQuestion(question))) return dontKnow(0);
  const best = bestAnswer(question, candidates, history);
  if (best && answersQuestion(best, question)) return foundSaying([best, ...joinedAnswer(question, best, candidates)]);
  if (best && answersQuestion(best, question, NEAR_MISS_CONFIDENCE)) {
    const { reply, sources, confidence } = found([best]);
    return dontKnow(confidence, { reply, sources, confidence });
  }
  return dontKnow(best?.confidence ?? 0);
}

/**
 * "Which listing is the cheapest, and which has the most land?": each part that compares the homes
 * is answered by its own comparison, a part that does not by what it asks of the home compared
 * ("…has the most bedrooms, and what is it going for?"). Only the comparison when a part finds nothing.
 */
function withOtherParts(question: string, compared: RankedAnswer, candidates: readonly KnowledgeCandidate[]): RankedAnswer[] {
  const parts = separateQuestions(question);
  if (parts.length < 2) return [compared];
  const home = subjectOf(compared.candidate.title);
  const answers = parts.map((part) => compareHomes(part, candidates) ?? bestAnswer(part, candidates, undefined, home));
  if (!answers.every((answer, index) => answer && answersQuestion(answer, parts[index]!))) return [compared];
  return (answers as RankedAnswer[]).filter((answer, index) => !answers.slice(0, index).some((earlier) => sameAnswer(earlier, answer)));
}

/**
 * "Which place has water views?": an answer from one of several listings, to a question that names
 * none, says which home it is about.
 */
function homeSaid(answer: RankedAnswer, { listings, named }: HomesRead): RankedAnswer {
  const fromListing = listings.length > 1 && listings.some((home) => home.candidates.includes(answer.candidate));
  return fromListing && named.length === 0 ? namingTheHome(answer) : answer;
}

/** Every passage of a home is about it: the words naming it tell its passages apart little. */
const NAMING_FACTOR = 0.5;

/**
 * "How do the HOA fees compare between the condo and the farmhouse?": each home the question names
 * answered on its own, from its own passages, without what the question says only of the others.
 * Null when one of them has no confident answer.
 */
function answerEachHome(question: string, own: readonly Term[], homes: readonly NamedHome[]): RankedAnswer[] | null {
  const answers = homes.map((home) => {
    const terms = weighTerms(
      own.filter((term) => !saidOfAnotherHome(term, home, homes)).map((term) => ({ term, factor: home.naming.includes(term) ? NAMING_FACTOR : 1 })),
      home.candidates.map(candidateFeatures),
    );
    const ranked = rerank(home.candidates, { terms, cues: detectCues(question), features: textFeatures(question), preferences: detectPreferences(question) });
    return ranked[0] && answersQuestion(ranked[0], question) ? namingTheHome(ranked[0]) : null;
  });
  return answers.every((answer) => answer !== null) ? answers : null;
}

/**
 * "What are the office hours and phone number?" answered with the hours: the answer for the other
 * thing the question joins with "and", ranked with the words the first answer already answers
 * counting for little. Empty when the question joins nothing, or the knowledge has no confident
 * answer for the other thing.
 */
function joinedAnswer(question: string, first: RankedAnswer, candidates: readonly KnowledgeCandidate[]): RankedAnswer[] {
  const corrected = correctQuestion(question, knownWords(candidates));
  const own = extractTerms(corrected);
  const open = openJoinedTerms(corrected, own, textFeatures(first.sentences.join(' ')));
  if (open.length === 0) return [];
  const terms = weighTerms(
    own.map((term) => ({ term, factor: open.includes(term) ? 1 : CONTEXT_FACTOR })),
    candidates.map(candidateFeatures),
  );
  const ranked = rerank(candidates, { terms, cues: detectCues(question), features: textFeatures(question), preferences: detectPreferences(question) });
  const other = ranked.find((answer) => open.some((term) => termCredit(term, textFeatures(newSentences(answer, first).join(' '))) >= ANSWERS_TERM));
  if (!other || !answersQuestion(other, question)) return [];
  // Sentences the first answer gave are not repeated, and a Q&A pair's "Yes," answered its own question.
  return [{ ...other, sentences: newSentences(other, first), asksTheSame: false }];
}

function newSentences(answer: RankedAnswer, first: RankedAnswer): string[] {
  return answer.sentences.filter((sentence) => !first.sentences.includes(sentence));
}

/** Whether `answer` answers `question`: confident, and not about another place of the kind asked about. */
function answersQuestion(answer: RankedAnswer, question: string, threshold = CONFIDENCE_THRESHOLD): boolean {
  const reply = answer.sentences.join(' ');
  return (
    answer.confidence >= threshold &&
    !namesOnlyOtherPlaces(extractTerms(question), textFeatures(reply)) &&
    !lacksAskedFact(question, reply) &&
    !answersOnlyTheSubject(question, answer) &&
    !missesWholeSubject(question, answer)
  );
}

/**
 * "is the Orchard Lane price negotiable?" answered with the price: a subject read whole (an opaque
 * vocabulary phrase) that the reply never names is what the question asks, and it is not
 * answered. So is one in a condition ("if we have to cancel, do we get our money back?").
 */
function missesWholeSubject(question: string, answer: RankedAnswer): boolean {
  const said = answerFeatures(answer);
  const asksWhole = (term: Term): boolean => lookupPhrase(term.key)?.opaque === true && priorFactor(term) === 1;
  return extractTerms(question).some((term) => asksWhole(term) && termCredit(term, said) < 0.7);
}

/**
 * "is 42 Linden in a flood zone?" answered with "42 Linden Avenue, Brookfield - Offered at
 * $549,000": the reply shares only the name of the home the question is about, while the question
 * asks about something else.
 */
function answersOnlyTheSubject(question: string, answer: RankedAnswer): boolean {
  // A Q&A pair's title is its question, not the name of what it is about.
  if (answer.candidate.kind !== 'passage') return false;
  const name = nameOf(answer.candidate.title);
  const isName = (term: Term): boolean => namesAHome(term, name);
  // Words that say what is asked, "for an office" among them; not weak words or numbers.
  const real = extractTerms(question).filter((term) => priorFactor(term) >= MODIFIER_FACTOR && !term.numeric);
  const said = answerFeatures(answer);
  const covered = real.filter((term) => termCredit(term, said) >= 0.7);
  // "How long has Harbor Realty been in business?" is answered by the kind of fact it asks ("since 2009").
  const givesAskedKind = [...detectCues(question)].some((cue) => meetsCue(answer.sentences.join(' '), cue));
  return !givesAskedKind && covered.length > 0 && covered.every(isName) && real.some((term) => !isName(term));
}

function found(answers: readonly RankedAnswer[]): OfflineAnswer {
  // "can you recommend a lender? we haven't sorted a mortgage yet": each part may choose a
  // sentence an earlier part's answer already gave; it is said once.
  const said = new Set<string>();
  const given = answers.flatMap((answer) => {
    const sentences = answer.sentences.filter((sentence) => !said.has(sentence));
    sentences.forEach((sentence) => said.add(sentence));
    return sentences.length === 0 ? [] : [{ ...answer, sentences }];
  });
  const replies = given.map((answer) =>
    replyText(answer.asksTheSame === false ? answer.sentences.map(withoutYesOrNo) : answer.sentences, answer.candidate.title),
  );
  const sources = new Map(given.map(({ candidate }) => [candidate.id, { id: candidate.id, title: candidate.title }]));
  return {
    reply: [...new Set(replies)].join(' '),
    sources: [...sources.values()],
    found: true,
    confidence: Math.min(1, ...answers.map((answer) => answer.confidence)),
  };
}

/**
 * "What time is check-in and is there parking?": each part of a message asking several things,
 * answered on its own (null where the knowledge has no confident answer). Only the first part
 * leans on the conversation before; the others follow the first.
 */
function answerEach(parts: readonly string[], candidates: readonly KnowledgeCandidate[], history?: readonly HistoryTurn[]): (RankedAnswer | null)[] {
  const answers: (RankedAnswer | null)[] = [];
  for (const [index, part] of parts.entries()) {
    const answer = index === 0 ? bestAnswer(part, candidates, history) : bestAnswer(part, candidates, undefined, parts[0]!);
    answers.push(answer && answersQuestion(answer, part) ? answer : index > 0 ? answeredByFirst(part, answers[0]!) : null);
  }
  return answers;
}

/**
 * "Is there a barbecue, and where would we find it?": a later part naming no subject of its own is
 * answered by the first part's answer when that already gives what it asks ("…on the back deck").
 */
function answeredByFirst(part: string, first: RankedAnswer | null): RankedAnswer | null {
  if (!first || !namesNoSubject(part)) return null;
  const cues = detectCues(part);
  const said = first.sentences.join(' ');
  return cues.size > 0 && [...cues].every((cue) => meetsCue(said, cue)) ? first : null;
}

const ASKING = new RegExp(String.raw`^${ASKS}|\?$`, 'i');
const STARTS_ASKING = new RegExp(String.raw`^${ASKS}`, 'i');

/**
 * The questions a partly answered message leaves open, or null when it is not one: some part
 * answered, every answered part a question ("I forgot my allergy meds" tells, and what matched it
 * answers nothing), and a question left without an answer.
 */
function openQuestions(parts: readonly string[], each: readonly (RankedAnswer | null)[]): string[] | null {
  const asks = parts.map((part) => ASKING.test(part.trim()));
  const answered = each.some((answer) => answer !== null);
  const answeredOnlyQuestions = each.every((answer, index) => answer === null || asks[index]);
  const open = parts.filter((_, index) => each[index] === null && asks[index]);
  return answered && answeredOnlyQuestions && open.length > 0 ? open : null;
}

/** Longer unanswered parts are not repeated back word for word. */
const QUOTED_PART_MAX = 100;

/**
 * Some parts answered, others not: the visitor gets what the knowledge says, is told which part
 * it does not cover, and is offered a person for that part (a yes then reaches the team).
 */
function partlyFound(each: readonly (RankedAnswer | null)[], open: readonly string[]): OfflineAnswer {
  const answered = found(each.filter((answer): answer is RankedAnswer => answer !== null));
  const named = open.length === 1 && open[0]!.length <= QUOTED_PART_MAX ? `"${open[0]}"` : 'the rest of your question';
  return { ...answered, reply: `${answered.reply} ${partNotKnownReply(named)}` };
}
