// Decides whether a reply answers a benchmark question.
export const normaliseFact = (text) =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9$%]+/g, ' ')
    .trim();

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** correct; or why not: 'wrong' (answered without the facts), 'missed' (said don't know), 'false' (answered an unknown). */
export function judge(expect, answer) {
  if (expect === 'unknown') return answer.found ? { correct: false, kind: 'false' } : { correct: true, kind: 'dont-know' };
  if (!answer.found) return { correct: false, kind: 'missed' };
  const reply = normaliseFact(answer.reply);
  // Whole words, with a plural allowed: "hang tag" is in "hang tags", "$35" is not in "$350". A
  // fact two items word differently is a list of its wordings (["8 guests", "exceed 8"]): any one says it.
  const says = (fact) => (Array.isArray(fact) ? fact.some(says) : new RegExp(`(^| )${escape(normaliseFact(fact))}s?( |$)`).test(reply));
  const ok = expect.every(says);
  return ok ? { correct: true, kind: 'answered' } : { correct: false, kind: 'wrong' };
}
