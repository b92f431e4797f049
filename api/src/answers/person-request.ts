import { DONT_KNOW_REPLY } from '../answer-engine';
import { ANSWER_UNAVAILABLE_REPLY } from './reply-texts';

/** Said when a visitor asks for a person: the conversation is then flagged for the team. */
export const HANDED_TO_TEAM_REPLY =
  "I've let our team know you'd like to talk to a person. Someone will reply here as soon as they can.";

/**
 * "Can I talk to a person?", "connect me with someone from your team", "human please". Bounded
 * gaps keep the test linear in the message's length.
 */
const ASKS_FOR_PERSON =
  /\b(?:talk|speak|chat|connect|transfer|put me through)\b[^.?!]{0,40}?\b(?:human|person|someone|somebody|agent|representative|rep|staff|team|manager|operator)\b|^\s*(?:an?\s+)?(?:real\s+)?(?:human|person|agent|operator|representative)(?:\s+please)?\s*[.!?]*\s*$/i;

/** A bare yes to the offer of a person, which every "I don't know" reply ends with. */
const ACCEPTS_OFFER =
  /^\s*(?:yes|yeah|yep|yup|sure|ok|okay|please|yes please|please do|yes please do|go ahead|that would be great|i'd like that|i would like that)\s*[.!]*\s*$/i;

/** A reply that ends with the offer of a person. */
export function offersPerson(reply: string | undefined): boolean {
  return reply === DONT_KNOW_REPLY || reply === ANSWER_UNAVAILABLE_REPLY;
}

/**
 * The visitor wants a person rather than the AI: they ask for one, or say yes to the offer of one
 * (`offered`: the last reply made it).
 */
export function wantsPerson(message: string, offered = false): boolean {
  return ASKS_FOR_PERSON.test(message) || (offered && ACCEPTS_OFFER.test(message));
}
