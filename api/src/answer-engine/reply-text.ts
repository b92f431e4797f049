export const DONT_KNOW_REPLY =
  "I'm sorry, I don't have that information. Would you like me to connect you with a member of our team?";

/** Closes an answer that covers only part of a message; `part` names what it leaves open. */
export const partNotKnownReply = (part: string): string =>
  `As for ${part}, I don't have that information. Would you like me to connect you with a member of our team?`;

const TITLE_SEPARATOR = ' \u2014 ';

/** What a passage's title names before its section: "42 Linden Avenue, Brookfield" of "… \u2014 Schools". */
export function subjectOf(title: string): string {
  return title.split(TITLE_SEPARATOR)[0]!.trim();
}

function asSentence(text: string, introducesNext: boolean): string {
  const trimmed = text.trim();
  if (introducesNext && trimmed.endsWith(':')) return trimmed;
  const closed = trimmed.replace(/[;:,]$/, '');
  return /[.!?)"']$/.test(closed) ? closed : `${closed}.`;
}

function isLabelFragment(text: string): boolean {
  return /^[A-Z][\w '&/-]{0,30}:\s/.test(text) && text.split(/\s+/).length <= 14;
}

/**
 * Joins the chosen sentences into the reply. A bare "Price: $549,000" line is prefixed with the
 * listing it belongs to when its title names an address, so the visitor knows which home it is.
 */
export function replyText(sentences: readonly string[], title: string): string {
  const body = sentences.map((sentence, i) => asSentence(sentence, i < sentences.length - 1)).join(' ');
  const subject = subjectOf(title);
  const namesAddress = /\d/.test(subject) && !body.toLowerCase().includes(subject.toLowerCase());
  if (namesAddress && sentences.every(isLabelFragment)) return `${subject}: ${body}`;
  return body;
}
