import { priorFactor, termCredit } from './term-weights';
import { joinedKey, type Term, type TextFeatures } from './terms';
import { tokenize } from './tokens';

/** Words joining two things asked about: "the check-in and check-out times". */
const JOINING_WORDS = new Set(['and', 'plus']);
/** "Is the pet fee more than the cleaning fee?", "which costs more, checking in early or late?": both sides answer. */
const COMPARING_WORDS = new Set(['than', 'or', 'vs', 'versus']);
const COMPARES =
  /\b(?:more|less|cheaper|dearer|pricier|bigger|larger|smaller|closer|nearer|further|farther|newer|older|longer|shorter|higher|lower|earlier|later)\b|\bwhich (?:is|one|costs|has)\b/i;
/** How far from the joining word a joined thing is named: "the pet fee and the cleaning fee". */
const NEAR_JOIN = 4;
/** At this credit a reply answers for a term; below UNANSWERED it leaves the term open. */
const ANSWERED = 0.8;
const UNANSWERED = 0.5;

function positionsOf(term: Term, words: readonly string[]): number[] {
  const positions: number[] = [];
  for (let i = 0; i + term.words.length <= words.length; i++) {
    if (term.words.every((word, offset) => words[i + offset] === word)) positions.push(i);
  }
  return positions;
}

/**
 * The terms of a question asking for two things joined by "and" ("what are the office hours and
 * phone number?", "the pet fee and the cleaning fee") that a reply leaves open while it answers
 * the thing on the other side of the "and". Empty when the question joins nothing or the reply
 * answers both sides.
 */
export function openJoinedTerms(question: string, terms: readonly Term[], reply: TextFeatures): Term[] {
  const words = tokenize(question.replace(/&/g, ' and ')).map((token) => token.word);
  const compares = COMPARES.test(question);
  const joins = words.flatMap((word, index) => (JOINING_WORDS.has(word) || (compares && COMPARING_WORDS.has(word)) ? [index] : []));
  if (joins.length === 0) return [];
  const topics = terms.filter((term) => priorFactor(term) === 1 && !term.numeric);
  const answered = topics.filter((term) => termCredit(term, reply) >= ANSWERED);
  const sideOf = (term: Term, join: number): number[] =>
    positionsOf(term, words)
      .filter((position) => Math.abs(position - join) <= NEAR_JOIN)
      .map((position) => Math.sign(position - join));
  const across = (open: Term, done: Term): boolean =>
    joins.some((join) => sideOf(open, join).some((side) => sideOf(done, join).some((other) => other === -side)));
  return topics.filter((open) => {
    const partners = answered.filter((done) => done !== open && across(open, done));
    if (partners.length === 0) return false;
    // "the phone number and email": two names of one kind of thing asked side by side mean two
    // things, so the email address does not answer for the phone number.
    const siblings = partners.some((done) => sharesGroup(open, done));
    return (siblings ? namedIn(open, reply) : termCredit(open, reply)) < UNANSWERED;
  });
}

function sharesGroup(a: Term, b: Term): boolean {
  return a.links.some((link) => b.links.some((other) => other.group === link.group));
}

function namedIn(term: Term, reply: TextFeatures): number {
  return reply.keys.has(term.key) || reply.keys.has(joinedKey(term.key)) ? 1 : 0;
}
