import { subjectOf } from './reply-text';
import { candidateFeatures, type RankedAnswer } from './rerank';
import { priorFactor, termCredit } from './term-weights';
import { mergeFeatures, type Term, type TextFeatures } from './terms';
import { tokenize } from './tokens';
import type { KnowledgeCandidate } from './types';

/** A listing: its passages say how many bedrooms it has ("Bedrooms: 4", "offers 4 bedrooms"). */
const LISTS_BEDROOMS = /\bbedrooms?:\s*\d|\b\d+\s+bedrooms?\b/i;
/** A home says a word when its passages credit it this much. */
const SAYS = 0.7;
/** Words for a kind of home, which a listing's description names it by ("the condo", "the farmhouse"). */
const HOME_KINDS: ReadonlySet<string> = new Set(
  'condo condominium colonial farmhouse townhouse townhome bungalow cottage ranch cabin duplex loft penthouse villa studio'.split(' '),
);

export interface Home {
  readonly candidates: KnowledgeCandidate[];
  readonly features: TextFeatures;
  /** The words of its title's subject: "42", "linden", "avenue", "brookfield". */
  readonly nameWords: ReadonlySet<string>;
}

/** "Linden", "Cedar Hills", "the farmhouse" name a home; "living space" or "primary bedroom" is what it has. */
function canName(term: Term, home: Home): boolean {
  return term.words.every((word) => home.nameWords.has(word)) || (term.words.length === 1 && HOME_KINDS.has(term.words[0]!));
}

function listings(candidates: readonly KnowledgeCandidate[]): Home[] {
  const bySubject = new Map<string, KnowledgeCandidate[]>();
  for (const candidate of candidates.filter((c) => c.kind === 'passage')) {
    const subject = subjectOf(candidate.title);
    bySubject.set(subject, [...(bySubject.get(subject) ?? []), candidate]);
  }
  return [...bySubject]
    .filter(([, passages]) => passages.some((passage) => LISTS_BEDROOMS.test(passage.content)))
    .map(([subject, passages]) => ({
      candidates: passages,
      features: mergeFeatures(passages.map(candidateFeatures)),
      nameWords: new Set(tokenize(subject).map((token) => token.word)),
    }));
}

/**
 * "How do the HOA fees compare between the condo and the farmhouse?": the listings a question
 * names, each by a word that only its own passages use, when it names two or more and asks
 * about something all of them have. Empty otherwise.
 */
export interface NamedHome extends Home {
  /** The question's words that name it: "condo", "Linden". */
  readonly naming: readonly Term[];
}

export function namedHomes(terms: readonly Term[], candidates: readonly KnowledgeCandidate[]): NamedHome[] {
  const homes = listings(candidates);
  if (homes.length < 2) return [];
  // "farmhouse" names 9 Orchard Lane though every home is a house: only its passages say the word itself.
  const homesSaying = (term: Term) => homes.filter((home) => termCredit(term, home.features) === 1);
  const named = homes
    .map((home) => ({ home, naming: terms.filter((term) => canName(term, home) && homesSaying(term).length === 1 && homesSaying(term)[0] === home) }))
    .filter(({ naming }) => naming.length > 0);
  if (named.length < 2) return [];
  const naming = new Set(named.flatMap((home) => home.naming));
  const real = terms.filter((term) => priorFactor(term) === 1 && !naming.has(term));
  const asksWhatAllHave = real.some((term) => named.every(({ home }) => termCredit(term, home.features) >= SAYS));
  return asksWhatAllHave ? named.map(({ home, naming: words }) => ({ ...home, naming: words })) : [];
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
