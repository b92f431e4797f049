import { DONT_KNOW_REPLY } from '../answer-engine';
import { ANSWER_UNAVAILABLE_REPLY } from './reply-texts';

/** Said when a visitor asks for a person: the conversation is then flagged for the team. */
export const HANDED_TO_TEAM_REPLY =
  "I've let our team know you'd like to talk to a person. Someone will reply here as soon as they can.";

/** Requests for a person and answers to the offer of one are short; longer text is a question. */
const SHORT_REPLY_MAX = 60;

const WHO = String.raw`(?:(?:a|an|the|your|some|one of your)\s+)?(?:real\s+|actual\s+|live\s+)?(?:human|person|someone|somebody|agent|representative|rep|staff member|member of (?:your |the )?(?:staff|team)|manager|operator)\b`;

/**
 * "Can I talk to a person?", "connect me with someone", "put me through to the manager", "human
 * please". The one asking must be the one connected ("transfer my booking to someone else" is a
 * question about bookings). Words are separated by runs of spaces only, so a failed try costs at
 * most one such run: the test stays linear in the message's length.
 */
const ASKS_FOR_PERSON = new RegExp(
  String.raw`\b(?:talk|speak|chat)\s+(?:to|with)\s+${WHO}|\b(?:connect|transfer|put)\s+me\s+(?:through\s+)?(?:to|with)\s+${WHO}`,
  'i',
);
const ONLY_A_PERSON = /^(?:an?\s+)?(?:real\s+)?(?:human|person|agent|operator|representative)(?:\s+please)?$/i;

/**
 * A yes to the offer of a person, which every "I don't know" reply ends with: one or more of
 * these phrases ("yes please", "yes thanks", "sure, go ahead"), at least one of them a yes.
 */
const YES = String.raw`yes|please|yeah|yea|yep|yup|sure|ok|okay|absolutely|definitely|of course|go ahead|please do|that would be great|that'd be great|i'd like that|i would like that`;
const ACCEPTS_OFFER = new RegExp(String.raw`^(?:(?:thanks|thank you)\s+)*(?:${YES})(?:\s+(?:${YES}|thanks|thank you))*$`);

/** The message without surrounding spaces and closing punctuation, for the whole-message tests. */
function bare(message: string): string {
  let end = message.length;
  while (end > 0 && ' \t\n.!?'.includes(message.charAt(end - 1))) end -= 1;
  return message.slice(0, end).trim();
}

/** The message's words alone, lower-case, one space apart: "Yes, please 🙏" reads "yes please". */
function wordsOf(message: string): string {
  return message
    .toLowerCase()
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[^\p{L}\p{N}']+/gu, ' ')
    .trim();
}

/** The visitor asks for a person, whatever was said before. */
export function asksForPerson(message: string): boolean {
  return ASKS_FOR_PERSON.test(message) || (message.length <= SHORT_REPLY_MAX && ONLY_A_PERSON.test(bare(message)));
}

/** The visitor says yes, which means a person if the last reply offered one. */
export function saysYes(message: string): boolean {
  return message.length <= SHORT_REPLY_MAX && ACCEPTS_OFFER.test(wordsOf(message));
}

const OFFER_VERB = /\b(?:connect|put you (?:through|in touch)|transfer|pass|hand|get)\b/;
const A_PERSON = /\b(?:team|person|someone|somebody|colleague|staff|human|agent|manager|host|representative)\b/;

/**
 * A reply that ends with the offer of a person: ours, or a language model's own wording of it
 * ("Would you like me to connect you with someone from our team?"), which it is told to make.
 */
export function offersPerson(reply: string | undefined): boolean {
  if (reply === undefined) return false;
  if (reply === DONT_KNOW_REPLY || reply === ANSWER_UNAVAILABLE_REPLY) return true;
  const trimmed = reply.trim();
  // Most replies end with a full stop: no need to find their last sentence.
  if (!trimmed.endsWith('?')) return false;
  const last = trimmed.split(/(?<=[.!?])\s+/).at(-1)?.toLowerCase() ?? '';
  return OFFER_VERB.test(last) && A_PERSON.test(last);
}

/**
 * The visitor wants a person rather than the AI: they ask for one, or say yes to the offer of one
 * (`lastReply`: what was said to them last, read only when the message is a yes).
 */
export async function wantsPerson(message: string, lastReply: () => Promise<string | undefined>): Promise<boolean> {
  return asksForPerson(message) || (saysYes(message) && offersPerson(await lastReply()));
}
