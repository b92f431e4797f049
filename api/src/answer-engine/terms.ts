import { stem } from './stemmer';
import { isStopWord, POSTGRES_STOP_WORDS } from './stop-words';
import { LETTERED_PLACES, tokenize } from './tokens';
import { LONGEST_PHRASE, lookupPhrase, type GroupLink, type GroupRole, type PhraseEntry } from './vocabulary';

export interface Term {
  /** Stem, or stems of a known phrase joined by spaces. */
  readonly key: string;
  readonly words: readonly string[];
  readonly links: readonly GroupLink[];
  readonly numeric: boolean;
  /** Says who or what something is for ("a crib for the baby"), not what is asked about. */
  readonly modifier?: boolean;
}

const PURPOSE_WORDS = new Set(['for']);
const DETERMINERS = new Set(['the', 'my', 'our', 'a', 'an', 'your', 'his', 'her', 'their', 'this', 'these', 'those']);

/** "the rules for the hot tub", "the code for the lockbox": what follows "for" is what the rules or the code are of. */
const ASPECT_WORDS = new Set([
  'rule', 'rules', 'policy', 'policies', 'instructions', 'code', 'codes', 'password', 'hours', 'schedule', 'price', 'prices',
  'cost', 'costs', 'fee', 'fees', 'rate', 'rates', 'number', 'address', 'directions', 'deadline',
]);

/** Where the word before the one at `index` is, past one determiner: the "for" of "for the baby", the "from" of "from the yard". */
function beforeDeterminer(words: readonly string[], index: number): number {
  return DETERMINERS.has(words[index - 1] ?? '') ? index - 2 : index - 1;
}

/** Where the "for" of "for", "for the", "for my"... just before the word at `index` is; -1 when none. */
function purposeWordBefore(words: readonly string[], index: number): number {
  const before = beforeDeterminer(words, index);
  return PURPOSE_WORDS.has(words[before] ?? '') ? before : -1;
}

/** Rooms of the visitor's own home. */
const OWN_ROOMS = new Set(['kitchen', 'bathroom', 'bedroom', 'apartment', 'unit', 'room', 'flat', 'hallway', 'closet', 'living']);

/** "I smell gas in my kitchen": the room of their own home where something happens places it, like a purpose. */
function inOwnRoom(words: readonly string[], index: number): boolean {
  return OWN_ROOMS.has(words[index]!) && (words[index - 1] === 'my' || words[index - 1] === 'our') && words[index - 2] === 'in';
}

const LEFT_BEHIND = new Set(['left', 'forgot', 'dropped']);
/** How far before the room a "left" places a thing there: "left my phone charger in the bedroom". */
const NEAR_LEFT = 6;

/** "I left my charger in the bedroom": where a thing was left places it; that it was left decides. */
function whereLeft(words: readonly string[], index: number): boolean {
  if (!OWN_ROOMS.has(words[index]!) || words[beforeDeterminer(words, index)] !== 'in') return false;
  return words.slice(Math.max(0, index - NEAR_LEFT), index).some((word) => LEFT_BEHIND.has(word));
}

/** Outdoor spots of a home where something happens. */
const OUTDOOR_SPOTS = new Set(['yard', 'backyard', 'garden', 'deck', 'porch', 'balcony', 'patio', 'lawn']);
const PLACING_WORDS = new Set(['in', 'on', 'from', 'over', 'off']);

/** "fly my drone from the yard", "sparklers in the garden": where it happens places it, what happens decides. */
function atOutdoorSpot(words: readonly string[], index: number): boolean {
  return OUTDOOR_SPOTS.has(words[index]!) && PLACING_WORDS.has(words[beforeDeterminer(words, index)] ?? '');
}

/** True when the word at `index` follows "for", "for the", "for my"...: a purpose, not the topic. */
function followsPurpose(words: readonly string[], index: number): boolean {
  const purpose = purposeWordBefore(words, index);
  return (
    (purpose !== -1 && !ASPECT_WORDS.has(words[purpose - 1] ?? '')) || inOwnRoom(words, index) || atOutdoorSpot(words, index) || whereLeft(words, index)
  );
}

/**
 * The key of a place named by its letter ("building b" -> "build#b"), or null. The letter alone
 * says nothing (one letter is dropped from questions, and "a" is a stop word), yet it is what
 * tells building A's answer from building B's. No space in the key: only the pair itself matches.
 */
function letteredPlaceKey(words: readonly string[], index: number): string | null {
  const letter = words[index]!;
  const place = words[index - 1];
  if (!/^([a-z]|\d{1,5}[a-z]?)$/.test(letter) || place === undefined || !LETTERED_PLACES.has(place)) return null;
  return isArticle(words, index) ? null : `${stem(place)}#${letter}`;
}

/**
 * "paint the living room a different colour": an "a" or "i" that a content word follows is the
 * article or the pronoun, not the room's letter ("building A has a gym", "in lot a" are letters).
 */
function isArticle(words: readonly string[], index: number): boolean {
  const next = words[index + 1];
  return (words[index] === 'a' || words[index] === 'i') && next !== undefined && !POSTGRES_STOP_WORDS.has(next);
}

/**
 * A place the question names by letter or number that `features` do not mention, while they do
 * mention others of its kind: apartment 999 asked, apartments 101 and 204 known. The text then
 * answers for another place, however well its other words match.
 */
export function namesOnlyOtherPlaces(terms: readonly Term[], features: TextFeatures): boolean {
  return terms.some((term) => {
    const [kind, name] = term.key.split('#');
    if (name === undefined || features.keys.has(term.key)) return false;
    return [...features.keys].some((key) => key.startsWith(`${kind}#`));
  });
}

/** Starts only where a run of address characters starts, so a long word without "@" is read once. */
const EMAIL_ADDRESS = /(?<![\w.+-])[\w.+-]+@[\w-]+(\.[\w-]+)+/g;

/** What a piece of knowledge text talks about, for matching question terms against it. */
export interface TextFeatures {
  readonly keys: ReadonlySet<string>;
  readonly groups: ReadonlyMap<string, ReadonlySet<GroupRole>>;
}

interface Scan {
  readonly key: string;
  readonly words: string[];
  readonly links: readonly GroupLink[];
  readonly index: number;
}

/** Walks the words, taking the longest vocabulary phrase at each point (so "check in" is one term). */
function scan(words: readonly string[], onPhrase: (scan: Scan) => void, onWord: (word: string, key: string, index: number) => void): void {
  const stems = words.map((word) => stem(word));
  let i = 0;
  while (i < words.length) {
    let taken = 0;
    for (let length = Math.min(LONGEST_PHRASE, words.length - i); length >= 1; length--) {
      const key = stems.slice(i, i + length).join(' ');
      const entry = lookupPhrase(key);
      if (!entry) continue;
      if (length === 1 && POSTGRES_STOP_WORDS.has(words[i]!)) continue;
      onPhrase({ key, words: words.slice(i, i + length), links: entry.links, index: i });
      taken = length;
      break;
    }
    if (taken === 0) {
      onWord(words[i]!, stems[i]!, i);
      taken = 1;
    }
    i += taken;
  }
}

/**
 * "two days", "a family of five": a count, like "2 days", places a question without deciding it;
 * so does the "pm" of "at 11pm", and the numbers a phone writes out as words ("forty two linden",
 * "five thirty").
 */
const NUMBER_WORDS: ReadonlySet<string> = new Set(
  ('two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen ' +
    'twenty thirty forty fifty sixty seventy eighty ninety hundred thousand am pm')
    .split(' '),
);

const NIGHT: readonly GroupLink[] = [{ group: 'night', role: 'member' }];
const DAYTIME: readonly GroupLink[] = [{ group: 'daytime', role: 'member' }];

/** The hour a word of one or two digits may tell ("11" of "at 11pm"); NaN for any other word. */
function hourAt(words: readonly string[], index: number): number {
  return /^\d{1,2}$/.test(words[index]!) ? Number(words[index]) : NaN;
}

/**
 * What an hour told with am or pm places a question in: "locked out at 11pm", "at 8pm", "at 2 am"
 * in the night, which "after hours" answers (7pm is left to either); "at 2pm on a Tuesday", "at 11 am" in the working day, which
 * "during office hours" answers.
 */
function hourLinks(words: readonly string[], index: number): readonly GroupLink[] {
  const hour = hourAt(words, index);
  const half = words[index + 1];
  if ((half === 'pm' && hour >= 8 && hour <= 11) || (half === 'am' && (hour === 12 || hour <= 4))) return NIGHT;
  return (half === 'am' && hour >= 9 && hour <= 11) || (half === 'pm' && (hour === 12 || hour <= 4)) ? DAYTIME : [];
}

const TIME_UNITS = new Set(['minute', 'minutes', 'mins', 'hour', 'hours', 'hrs', 'day', 'days', 'night', 'nights', 'week', 'weeks', 'month', 'months']);

/** Whether the word before the one at `index` is a count: "2", "three" (not the "am" of "9 am"). */
function followsCount(words: readonly string[], index: number): boolean {
  const before = words[index - 1] ?? '';
  return /^\d+$/.test(before) || (NUMBER_WORDS.has(before) && before !== 'am' && before !== 'pm');
}

/** "leave the dog for 2 hours", "away for three weeks": a unit after a count is part of the count, not opening hours or a weekly thing. */
function countsTime(words: readonly string[], index: number): boolean {
  return TIME_UNITS.has(words[index]!) && followsCount(words, index);
}

const EARLIER: Term = { key: stem('early'), words: ['early'], links: [{ group: 'early', role: 'head' }], numeric: false };

/** "any chance we could get into the cottage before 4?": before an hour asks to be earlier than it. */
function beforeTheHour(words: readonly string[], index: number): boolean {
  const hour = hourAt(words, index);
  return words[index - 1] === 'before' && hour >= 1 && hour <= 12 && !TIME_UNITS.has(words[index + 1] ?? '');
}

const STREET_KINDS: ReadonlySet<string> = new Set(['court', 'ct', 'street', 'st', 'road', 'rd', 'lane', 'ln', 'avenue', 'ave', 'drive', 'boulevard', 'blvd', 'terrace']);

/** "17 Harbor View Court": a view that a street kind follows names the street, not a view of the water. */
function namesAStreet(words: readonly string[], start: number, length: number): boolean {
  return /^views?$/.test(words[start + length - 1]!) && STREET_KINDS.has(words[start + length] ?? '');
}

/** "what's our door code going to be?": "going to be" tells what will be, not going anywhere ("going to the beach"). */
function saysWhatWillBe(words: readonly string[], index: number): boolean {
  return words[index] === 'going' && words[index + 1] === 'to' && words[index + 2] === 'be';
}

/** The content terms of a question: vocabulary phrases and remaining non-stop words, each once. */
export function extractTerms(text: string): Term[] {
  const words = tokenize(text).map((token) => token.word);
  const terms = new Map<string, Term>();
  const add = (term: Term): void => {
    if (!terms.has(term.key)) terms.set(term.key, term);
  };
  scan(
    words,
    (phrase) =>
      add({
        key: phrase.key,
        words: phrase.words,
        links: namesAStreet(words, phrase.index, phrase.words.length) ? [] : headcountLinks(phrase.links, words, phrase.index),
        numeric: phrase.words.length === 1 && countsTime(words, phrase.index),
        modifier: followsPurpose(words, phrase.index),
      }),
    (word, key, index) => {
      const place = letteredPlaceKey(words, index);
      if (place) {
        add({ key: place, words: [words[index - 1]!, word], links: [], numeric: true, modifier: followsPurpose(words, index - 1) });
        return;
      }
      if (isStopWord(word) || /^[a-z]$/.test(word) || saysWhatWillBe(words, index)) return;
      if (beforeTheHour(words, index)) {
        add(EARLIER);
        return;
      }
      const numeric = /^\d/.test(word) || NUMBER_WORDS.has(word) || countsTime(words, index);
      add({ key, words: [word], links: hourLinks(words, index), numeric, modifier: followsPurpose(words, index) });
    },
  );
  return readBeside([...terms.values()]);
}

const PEOPLE_GROUPS: ReadonlySet<string> = new Set(['children', 'adult']);
const OCCUPANCY: GroupLink = { group: 'occupancy', role: 'head' };

/** "we're 6 adults and 3 teens": people after a count are a headcount, what the house sleeps. */
function headcountLinks(links: readonly GroupLink[], words: readonly string[], index: number): readonly GroupLink[] {
  const people = links.some((link) => PEOPLE_GROUPS.has(link.group));
  const alreadyCounted = links.some((link) => link.group === OCCUPANCY.group);
  return people && !alreadyCounted && followsCount(words, index) ? [...links, OCCUPANCY] : links;
}

/** A word another term of the question reads as something else, and the links it then has. */
interface ReadBeside {
  readonly beside: (term: Term) => boolean;
  readonly word: RegExp;
  readonly links: (term: Term) => readonly GroupLink[];
}

const READ_BESIDE: readonly ReadBeside[] = [
  // "I have a cat and I'm getting a second, is there another deposit?": beside a pet, the deposit is the pet deposit.
  {
    beside: (term) => term.links.some((link) => link.group === 'pets'),
    word: /^deposits?$/,
    links: (term) => [...term.links, { group: 'pet-deposit', role: 'head' }],
  },
  // "I'd like to email the office. What address should I use?": beside emailing, the address is the email address, not a street.
  {
    beside: (term) => term.words.some((word) => /^e-?mail/.test(word)),
    word: /^address(?:es)?$/,
    links: () => [{ group: 'contact', role: 'head' }],
  },
  // "Can I swing by the office on Saturday?": going to the office asks when it is open, not about visitors or a viewing.
  {
    beside: (term) => term.links.some((link) => link.group === 'office'),
    word: /^(?:(?:drop|stop|swing|come|pop) (?:by|in|over|round)|visit(?:ing)?)$/,
    links: () => [{ group: 'opening-hours', role: 'head' }],
  },
  // "What do I put in the GPS?": what goes into a satnav is the address, not something installed.
  {
    beside: (term) => term.words.some((word) => /^(?:gps|satnav)$/.test(word)),
    word: /^(?:put in|put into|type in|type into|plug in|plug into|punch in|punch into|enter|input)$/,
    links: () => [{ group: 'address', role: 'head' }],
  },
  // "we want to throw a small party": throwing a party holds one, it is not a throw blanket.
  {
    beside: (term) => term.links.some((link) => link.group === 'party'),
    word: /^(?:throw|throwing|threw)$/,
    links: () => [{ group: 'party', role: 'head' }],
  },
];

function readBeside(terms: Term[]): Term[] {
  return READ_BESIDE.reduce(
    (read, { beside, word, links }) =>
      read.some(beside) ? read.map((term) => (word.test(term.words.join(' ')) ? { ...term, links: links(term) } : term)) : read,
    terms,
  );
}

/**
 * Features of the texts read last. One answer reads the same candidate sentences for every
 * reading of the question, and an agent's next question mostly the same passages again.
 */
const KEPT_FEATURES = 5_000;
const keptFeatures = new Map<string, TextFeatures>();

/** Every stem, every vocabulary phrase and every synonym group a knowledge text mentions. */
export function textFeatures(text: string): TextFeatures {
  const kept = keptFeatures.get(text);
  if (kept) return kept;
  const features = readFeatures(text);
  if (keptFeatures.size >= KEPT_FEATURES) keptFeatures.delete(keptFeatures.keys().next().value!);
  keptFeatures.set(text, features);
  return features;
}

interface PhraseMatch {
  readonly start: number;
  readonly length: number;
  readonly entry: PhraseEntry;
}

function readFeatures(text: string): TextFeatures {
  // "office@example.com" is an email address, not a mention of an office.
  const words = tokenize(text.replace(EMAIL_ADDRESS, ' email ')).map((token) => token.word);
  const stems = words.map((word) => stem(word));
  // Every vocabulary phrase counts, not only the longest: "early check-in" also says "check-in";
  // but nothing inside an opaque one does ("no same-day arrival" says nothing of an arrival).
  const matches: PhraseMatch[] = [];
  for (let start = 0; start < words.length; start++) {
    for (let length = 1; length <= Math.min(LONGEST_PHRASE, words.length - start); length++) {
      if (length === 1 && POSTGRES_STOP_WORDS.has(words[start]!)) continue;
      const entry = lookupPhrase(stems.slice(start, start + length).join(' '));
      if (entry) matches.push({ start, length, entry });
    }
  }
  const opaque = matches.filter((match) => match.entry.opaque);
  const hidden = (start: number, length: number): boolean =>
    opaque.some((span) => start >= span.start && start + length <= span.start + span.length && (length < span.length || start !== span.start));
  const keys = new Set<string>();
  const groups = new Map<string, Set<GroupRole>>();
  stems.forEach((key, i) => {
    if (!POSTGRES_STOP_WORDS.has(words[i]!) && !hidden(i, 1)) keys.add(key);
    const place = letteredPlaceKey(words, i);
    if (place) keys.add(place);
  });
  for (const { start, length, entry } of matches) {
    if (hidden(start, length)) continue;
    keys.add(entry.key);
    if (length > 1) keys.add(joinedKey(entry.key));
    if (namesAStreet(words, start, length)) continue;
    for (const link of entry.links) {
      const roles = groups.get(link.group) ?? new Set<GroupRole>();
      roles.add(link.role);
      groups.set(link.group, roles);
    }
  }
  return { keys, groups };
}

/** "check out", "check-out" and "checkout" are one word written three ways. */
export function joinedKey(key: string): string {
  return key.replace(/ /g, '');
}

export function mergeFeatures(parts: readonly TextFeatures[]): TextFeatures {
  const keys = new Set<string>();
  const groups = new Map<string, Set<GroupRole>>();
  for (const part of parts) {
    for (const key of part.keys) keys.add(key);
    for (const [group, roles] of part.groups) {
      const merged = groups.get(group) ?? new Set<GroupRole>();
      for (const role of roles) merged.add(role);
      groups.set(group, merged);
    }
  }
  return { keys, groups };
}
