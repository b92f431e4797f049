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

/** A bare yes to the offer of a person, which every "I don't know" reply ends with. */
const ACCEPTS_OFFER =
  /^(?:yes|yeah|yep|yup|sure|ok|okay|please|yes please|please do|yes please do|go ahead|that would be great|i'd like that|i would like that)$/i;

/** The message without surrounding spaces and closing punctuation, for the whole-message tests. */
function bare(message: string): string {
  let end = message.length;
  while (end > 0 && ' \t\n.!?'.includes(message.charAt(end - 1))) end -= 1;
  return message.slice(0, end).trim();
}

/** The visitor asks for a person, whatever was said before. */
export function asksForPerson(message: string): boolean {
  return ASKS_FOR_PERSON.test(message) || (message.length <= SHORT_REPLY_MAX && ONLY_A_PERSON.test(bare(message)));
}

/** The visitor says yes, which means a person if the last reply offered one. */
export function saysYes(message: string): boolean {
  return message.length <= SHORT_REPLY_MAX && ACCEPTS_OFFER.test(bare(message));
}

/** A reply that ends with the offer of a person. */
export function offersPerson(reply: string | undefined): boolean {
  return reply === DONT_KNOW_REPLY || reply === ANSWER_UNAVAILABLE_REPLY;
}

/**
 * The visitor wants a person rather than the AI: they ask for one, or say yes to the offer of one
 * (`lastReply`: what was said to them last, read only when the message is a yes).
 */
export async function wantsPerson(message: string, lastReply: () => Promise<string | undefined>): Promise<boolean> {
  return asksForPerson(message) || (saysYes(message) && offersPerson(await lastReply()));
}
