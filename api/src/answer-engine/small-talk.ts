/**
 * Greetings, thanks and goodbyes said on their own: the knowledge has nothing to say to them, and
 * "I don't have that information" would make a working agent look broken. Only whole messages
 * count ("hi, can I bring my dog?" is a question).
 */
const GREETING = /^(?:hi|hello|hey|hiya|howdy|greetings|good (?:morning|afternoon|evening|day)|hi there|hello there|hey there)$/;
const THANKS = /^(?:(?:ok(?:ay)?|great|perfect|awesome|cool|brilliant|lovely|super)?,? ?(?:thanks|thank you|thank u|thx|ty|cheers|many thanks|thanks a lot|thank you so much|thanks so much|much appreciated))$/;
const GOODBYE = /^(?:bye|goodbye|bye bye|see you|see ya|have a (?:good|nice|great) (?:day|one|evening))$/;

export const GREETING_REPLY = 'Hello! How can I help you today?';
export const THANKS_REPLY = "You're welcome! Is there anything else I can help you with?";
export const GOODBYE_REPLY = 'Goodbye, and thanks for getting in touch!';

/** The reply to a message that is only small talk, or null for anything else. */
export function smallTalkReply(message: string): string | null {
  const said = message
    .toLowerCase()
    .replace(/[!.?,:;)(~\s]+$/g, '')
    .replace(/^[\s,!.]+/, '')
    .replace(/\s+/g, ' ');
  if (GREETING.test(said)) return GREETING_REPLY;
  if (THANKS.test(said)) return THANKS_REPLY;
  if (GOODBYE.test(said)) return GOODBYE_REPLY;
  return null;
}
