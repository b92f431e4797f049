import { subjectOf } from './reply-text';
import { candidateFeatures, rerank, type Question, type RankedAnswer } from './rerank';
import { stem } from './stemmer';
import { priorFactor, termCredit } from './term-weights';
import { mergeFeatures, type Term, type TextFeatures } from './terms';
import { tokenize } from './tokens';
import type { KnowledgeCandidate } from './types';

/** A listing: titled by its street address, or its passages say how many bedrooms it has ("Bedrooms: 4", "offers 4 bedrooms"). */
const STREET_ADDRESS = /^\d+[a-z]?\s+[a-z]/i;
const LISTS_BEDROOMS = /\bbedrooms?:\s*\d|\b\d+\s+bedrooms?\b/i;
/** A home says a word when its passages credit it this much. */
const SAYS = 0.7;
/** Words for a kind of home, which a listing's description names it by ("the condo", "the farmhouse"). */
const HOME_KINDS: ReadonlySet<string> = new Set(
  'condo condominium colonial farmhouse townhouse townhome bungalow cottage ranch cabin duplex loft penthouse villa studio'.split(' '),
);

/** The stems of what a passage's title names: "42", "linden", "avenu", "brookfield" of "42 Linden Avenue, Brookfield \u2014 Schools". */
export function nameOf(title: string): ReadonlySet<string> {
  return new Set(tokenize(subjectOf(title)).map((token) => stem(token.word)));
}

/** "Linden", and "Avenue" though the vocabulary knows it: a term made of a name's words. */
export function isWordOfName(term: Term, name: ReadonlySet<string>): boolean {
  return !term.numeric && term.key.split(' ').every((key) => name.has(key));
}

export interface Home {
  readonly candidates: KnowledgeCandidate[];
  readonly features: TextFeatures;
  readonly name: ReadonlySet<string>;
}

/** "Linden", "Cedar Hills", "the farmhouse" name a home; "living space" or "primary bedroom" is what it has. */
export function namesAHome(term: Term, name: ReadonlySet<string>): boolean {
  return isWordOfName(term, name) || (term.words.length === 1 && HOME_KINDS.has(term.words[0]!));
}

function listingsOf(candidates: readonly KnowledgeCandidate[]): Home[] {
  const bySubject = new Map<string, KnowledgeCandidate[]>();
  for (const candidate of candidates.filter((c) => c.kind === 'passage')) {
    const subject = subjectOf(candidate.title);
    bySubject.set(subject, [...(bySubject.get(subject) ?? []), candidate]);
  }
  return [...bySubject]
    .filter(([subject, passages]) => STREET_ADDRESS.test(subject) || passages.some((passage) => LISTS_BEDROOMS.test(passage.content)))
    .map(([, passages]) => ({ candidates: passages, features: mergeFeatures(passages.map(candidateFeatures)), name: nameOf(passages[0]!.title) }));
}

export interface NamedHome extends Home {
  /** The question's words that name it: "condo", "Linden". */
  readonly naming: readonly Term[];
}

/** The listings among the candidates, and those the question names, each by a word only its own passages say. */
export interface HomesRead {
  readonly listings: readonly Home[];
  readonly named: readonly NamedHome[];
}

export function readHomes(terms: readonly Term[], candidates: readonly KnowledgeCandidate[]): HomesRead {
  const listings = listingsOf(candidates);
  if (listings.length < 2) return { listings, named: [] };
  // "farmhouse" names 9 Orchard Lane though every home is a house: only its passages say the word itself.
  const saidOnlyBy = (term: Term, home: Home) => listings.every((other) => (termCredit(term, other.features) === 1) === (other === home));
  const named = listings
    .map((home) => ({ ...home, naming: terms.filter((term) => namesAHome(term, home.name) && saidOnlyBy(term, home)) }))
    .filter((home) => home.naming.length > 0);
  return { listings, named };
}

/**
 * "How do the HOA fees compare between the condo and the farmhouse?": whether the question names
 * two or more listings and asks about something all of them have.
 */
export function comparesNamedHomes(terms: readonly Term[], { named }: HomesRead): boolean {
  if (named.length < 2) return false;
  const naming = new Set(named.flatMap((home) => home.naming));
  const asked = terms.filter((term) => priorFactor(term) === 1 && !naming.has(term));
  return asked.some((term) => named.every((home) => termCredit(term, home.features) >= SAYS));
}

/** "When was the farmhouse built?": the candidates without the passages of the listings the question does not name. */
export function aboutTheNamedHome({ listings, named }: HomesRead, candidates: readonly KnowledgeCandidate[]): readonly KnowledgeCandidate[] {
  if (named.length !== 1) return candidates;
  const others = new Set(listings.filter((home) => home.candidates !== named[0]!.candidates).flatMap((home) => home.candidates));
  return candidates.filter((candidate) => !others.has(candidate));
}

/** A term no text says. */
const UNSAID: Term = { key: '', words: [], links: [], numeric: false };

/**
 * "When are viewings held at the Cedar Hills farmhouse?": the candidates about the one home the
 * question names, ranked. Words that name the home name it only in its own passages: the office's
 * "serving Westport, Brookfield and Cedar Hills" does not say them of the farmhouse.
 */
export function rankAboutTheNamedHome(homes: HomesRead, candidates: readonly KnowledgeCandidate[], question: Question): RankedAnswer[] {
  const about = aboutTheNamedHome(homes, candidates);
  if (homes.named.length !== 1) return rerank(about, question);
  const home = homes.named[0]!;
  const naming = new Set(home.naming.map((term) => term.key));
  const unsaid = { ...question, terms: question.terms.map((weighted) => (naming.has(weighted.term.key) ? { ...weighted, term: UNSAID } : weighted)) };
  // A Q&A pair says which home it is about in its own question ("Is the condo at Harbor View Court
  // pet friendly?"); "About Harbor Realty" is named by "Harbor" as well.
  const elsewhere = (candidate: KnowledgeCandidate) =>
    candidate.kind === 'passage' && !home.candidates.includes(candidate) && home.naming.every((term) => !isWordOfName(term, nameOf(candidate.title)));
  const ranked = [...rerank(about.filter((candidate) => !elsewhere(candidate)), question), ...rerank(about.filter(elsewhere), unsaid)];
  return ranked.sort((a, b) => b.score - a.score);
}

/** "the condo by the water" said of another home the question names, and not of this one. */
export function saidOfAnotherHome(term: Term, home: Home, homes: readonly Home[]): boolean {
  return termCredit(term, home.features) < SAYS && homes.some((other) => other !== home && termCredit(term, other.features) === 1);
}

/** A home's part of a comparison says which home it is: "17 Harbor View Court, Unit 5B, Westport: HOA fee: $425 per month". */
export function namingTheHome(answer: RankedAnswer): RankedAnswer {
  const subject = subjectOf(answer.candidate.title);
  const [first, ...rest] = answer.sentences;
  if (first === undefined || answer.sentences.join(' ').toLowerCase().includes(subject.toLowerCase())) return answer;
  return { ...answer, sentences: [`${subject}: ${first}`, ...rest] };
}
