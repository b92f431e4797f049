import { joinedKey, type Term, type TextFeatures } from './terms';
import type { GroupLink } from './vocabulary';

export interface WeightedTerm {
  readonly term: Term;
  /** Rarity among the candidates: tells candidates apart when ranking. */
  readonly weight: number;
  /** How much of the question's meaning the term carries, whatever the candidates: decides confidence. */
  readonly meaning: number;
  /** Carried over from the previous question into a follow-up ("and the gym?"), not asked now. */
  readonly carried: boolean;
}

export type Weighting = 'weight' | 'meaning';

/**
 * Words that rarely decide what a question is about; they count for a third of a normal word. The
 * home itself is one: "is there public transit near the cottage?" asks about transit.
 */
const WEAK_KEYS: ReadonlySet<string> = new Set(
  ('hous home cottag place spot properti stay get go come time day thing stuf use bring take make way mean area good nice work look find ' +
    'give put set ask info inform detail provid offer avail have need let someth anyth there here see guy do ' +
    'help question ok wonder plan trip week weekend tonight today tomorrow now still ever current sure kind type realli ' +
    // Actions around a topic: the thing acted on decides the answer ("light candles", "fly my drone",
    // "switch the heating off").
    'light fli turn switch wash swim drink play throw buy watch plug keep store send drop start stop run happen enter join sit ' +
    'bake hold carri haul lug walk ride find found tri brought bought forgot forget forgotten kept hidden pack everyon anyon someon everi whole entir extra sever much without mani long short ' +
    // Where, loosely, and hedges: "any good fish and chips around?", "extra blankets anywhere?",
    // "we're stood outside with our bags", "I think I smell gas", "the best place in town to eat",
    // "list my place on Airbnb while I'm away" ask about the fish and chips, the blankets, the way
    // in, the gas, the food, the subletting.
    'around somewher anywher everywher outsid pretti think space town away ' +
    // What a visitor is doing as they ask: "comparing the two houses", "choosing between Linden and
    // Orchard Lane", "woodworking as a hobby".
    'compar choos decid hobbi ' +
    // How a party comes: "we are 9 persons, is it possible to stay all together?" asks how many may stay;
    // "9 people total" counts them.
    'togeth total ' +
    // What a thing is like or where it goes, loosely: "an old couch", "a new car", "get my deposit back".
    'old new back ' +
    // How a visitor feels or puts it: "two tired kids", "a huge mess", "a lifesaver", "young kids",
    // "keep the lids shut", "a small fish tank", "that one sounded small".
    'tire mess nightmar lifesav absolut keen young shut small obsess sound seem ' +
    // What comes after, or when around something, loosely: "I've talked to them twice, what next?",
    // "the wifi died in the middle of my call", "in the dryer since Friday", "a little past check-out".
    'next middl mid sinc past ' +
    // How precisely, not what: "the exact address", "the full address", "a particular lender"; and
    // what is foreseen ("the forecast says rain").
    'exact precis particular specif certain full forecast ' +
    // How a visitor feels or frames a question, in words the knowledge never uses: "any chance we
    // could get in early?", "we'd love to cycle", "nothing happens when I press the buttons", "my cat is very calm".
    'chanc love say suppos meant noth nobodi case littl sort actual expect depend complet els ago worri scare judg ' +
    'happi calm imposs bunch crazi stuck stand straight hit save point offici instead quick hate enough yet rather wait situat ' +
    'went saw grab bad done within act world goe citi state countri degre alreadi basic ' +
    // Papers: what is done with them decides ("drop off a form at the office", "sort out the paperwork").
    'paperwork form ' +
    // Who it is for: "my husband needs a pillow", "my dad is in a wheelchair", "schools for my kids".
    'kid husband wife partner spous mom mum mother dad father parent son daughter granddaught grandson grandchild grandchildren grandkid grandmoth grandfath nephew niec brother sister cousin boyfriend girlfriend fianc grandma grandpa in-law ' +
    // Who does it matters, not that it is a company or who is responsible: "the towing company",
    // "who is responsible for repairs".
    'compani handl respons ' +
    // The device a guest uses: "how do I get my laptop online?" asks about the wifi.
    'laptop tablet ipad comput devic ' +
    // Asking what something is called: the thing decides ("what's the wifi name?").
    'name call ' +
    // Asking for advice or choices about a thing: "any tips for keeping critters out of the trash?", "any options under 600k?".
    'tip idea advic option ' +
    // What a guest has made; what they ask of it decides the answer ("cancel my booking").
    'book reserv ' +
    // What is changed decides the answer: "change the temperature" asks about the thermostat.
    'chang ' +
    // The home a tenant rents, as every tenant's question is about: "can I rent a storage unit in the building?".
    'apart unit build complex')
    .split(' ')
    // How a question asks whether something is there, not what it asks about ("does it come with parking");
    // "go for" asks a price only of a home ("what is the condo going for?"), not of a cigarette;
    // what "comes by" (the bus, the garbage truck) decides the answer; "it exist automatic payment?"
    // asks whether there is one.
    .concat(['come with', 'go for', 'come by', 'exist']),
);
/**
 * The home itself, or a time of day ("out on our last morning"), places a question; the thing
 * asked about decides it. "How long have you been operating?" asks since when, which the knowledge
 * says without the words.
 */
const WEAK_GROUPS: ReadonlySet<string> = new Set([
  'house', 'morning', 'afternoon', 'night', 'relative-time', 'saving', 'on-arrival', 'directions', 'in-addition', 'plenty',
  'age-of-someone', 'is-that-ok', 'in-business', 'on-behalf', 'first-time-buyer', 'how-it-feels',
]);

/** Groups whose members place a question in time without deciding it: "fireworks on the 4th of July". */
const WEAK_MEMBER_GROUPS: ReadonlySet<string> = new Set(['season']);

function isWeakLink(link: GroupLink): boolean {
  return WEAK_GROUPS.has(link.group) || (link.role === 'member' && WEAK_MEMBER_GROUPS.has(link.group));
}

const WEAK_FACTOR = 0.35;
const NUMBER_FACTOR = 0.25;
export const MODIFIER_FACTOR = 0.5;
const MIN_COLLECTION = 8;
/**
 * A word the visitor only tells ("I'd be cancelling my gym membership if the building has
 * somewhere to work out. Does it?") that neither the knowledge nor the vocabulary knows, or a day
 * ("We might leave a bit later on Saturday. When is the latest I can ask?"): the situation around
 * the question, not what it asks; an asked day no candidate names weighs the same (see saysTheDay).
 * Words of the asking part keep their weight: "does the building have a sauna?" asks about a
 * sauna the knowledge does not mention.
 */
const TOLD_CONTEXT_FACTOR = 0.3;

function isUnheard(term: Term, df: number): boolean {
  return df === 0 && term.links.length === 0 && !term.numeric;
}

/**
 * Whether a candidate names the day itself: "weekends" does not say which day, so "what time do we
 * need to be out on sunday?" asks when check-out is, and Sunday only places it.
 */
function saysTheDay(term: Term, collection: readonly TextFeatures[]): boolean {
  return collection.some((features) => termCredit(term, features) >= 0.8);
}

/** A weekday or the weekend: "on Saturday", "at the weekend". */
export function isDay(term: Term): boolean {
  return term.links.some((link) => link.group === 'weekday' || link.group === 'weekend');
}

/** How well a text answers for one question term: 1 for the same word, less for a synonym or a sibling. */
export function termCredit(term: Term, features: TextFeatures): number {
  if (features.keys.has(term.key) || features.keys.has(joinedKey(term.key))) return 1;
  let best = 0;
  const parts = term.key.split(' ');
  const partsFound = parts.length > 1 ? parts.filter((part) => features.keys.has(part)).length : 0;
  if (partsFound === parts.length) best = 0.9;
  for (const link of term.links) {
    const roles = features.groups.get(link.group);
    if (!roles) continue;
    const credit = link.role === 'head' ? (roles.has('head') ? 0.85 : 0.8) : roles.has('head') ? 0.7 : 0.35;
    if (credit > best) best = credit;
  }
  // "office hours" said as "the office is open": the synonym plus one of the words themselves.
  if (partsFound > 0 && best > 0 && best < 0.9) best = Math.min(0.9, best + 0.08);
  return best;
}

export function priorFactor(term: Term): number {
  if (term.numeric) return NUMBER_FACTOR;
  if (term.modifier) return MODIFIER_FACTOR;
  if (WEAK_KEYS.has(term.key)) return WEAK_FACTOR;
  if (term.links.length > 0 && term.links.every(isWeakLink)) return WEAK_FACTOR;
  return 1;
}

/**
 * Inverse document frequency over the retrieved candidates, so words every candidate shares
 * weigh little and a word no candidate has weighs most: an unanswered part of the question.
 */
export function weighTerms(
  /** `told`: said only in a part of the message that tells rather than asks. */
  terms: readonly { term: Term; factor: number; carried?: boolean; told?: boolean }[],
  collection: readonly TextFeatures[],
): WeightedTerm[] {
  const size = Math.max(collection.length, MIN_COLLECTION);
  // "a good place for breakfast": when everything before "for" is weak, what follows is the topic.
  const onlyPurpose = !terms.some(({ term }) => priorFactor(term) === 1);
  return terms.map(({ term, factor, carried = false, told = false }) => {
    const df = collection.filter((features) => termCredit(term, features) >= 0.7).length;
    const idf = Math.log(1 + (size + 1) / (df + 0.5));
    const prior = onlyPurpose && term.modifier && !term.numeric ? 1 : priorFactor(term);
    const meaning = prior * factor * ((told && isUnheard(term, df)) || (isDay(term) && (told || !saysTheDay(term, collection))) ? TOLD_CONTEXT_FACTOR : 1);
    return { term, weight: idf * meaning, meaning, carried };
  });
}

/** Weighted share of the question a text covers, 0 to 1. */
export function coverage(
  terms: readonly WeightedTerm[],
  credit: (term: Term) => number,
  weighting: Weighting = 'weight',
): number {
  let total = 0;
  let covered = 0;
  for (const weighted of terms) {
    const weight = weighted[weighting];
    total += weight;
    covered += weight * credit(weighted.term);
  }
  return total === 0 ? 0 : covered / total;
}
