/**
 * Greetings, thanks and goodbyes said on their own: the knowledge has nothing to say to them, and
 * "I don't have that information" would make a working agent look broken. Only whole messages
 * count ("hi, can I bring my dog?" is a question).
 */
const GREETING = /^(?:hi|hello|hey|hiya|howdy|greetings|good (?:morning|afternoon|evening|day)|hi there|hello there|hey there)$/;
const THANKS = /^(?:(?:ok(?:ay)?|great|perfect|awesome|cool|brilliant|lovely|super)? ?(?:thanks|thank you|thank u|thx|ty|cheers|many thanks|thanks a lot|thank you so much|thanks so much|much appreciated))$/;
const GOODBYE = /^(?:bye|goodbye|bye bye|see you|see ya|have a (?:good|nice|great) (?:day|one|evening))$/;

const ACKNOWLEDGEMENT = /^(?:ok|okay|ok then|great|perfect|got it|cool|alright|all right|sounds good|noted|understood)$/;

/** Small talk is short; anything longer is left to the knowledge without a look. */
const SMALL_TALK_MAX = 60;

export const GREETING_REPLY = 'Hello! How can I help you today?';
export const ACKNOWLEDGEMENT_REPLY = 'Is there anything else I can help you with?';
export const THANKS_REPLY = "You're welcome! Is there anything else I can help you with?";
export const GOODBYE_REPLY = 'Goodbye, and thanks for getting in touch!';

/** The reply to a message that is only small talk, or null for anything else. */
export function smallTalkReply(message: string): string | null {
  if (message.length > SMALL_TALK_MAX) return null;
  const said = message
    .toLowerCase()
    .replace(/[^a-z' ]+/g, ' ')
    .replace(/ +/g, ' ')
    .trim();
  if (GREETING.test(said)) return GREETING_REPLY;
  if (THANKS.test(said)) return THANKS_REPLY;
  if (GOODBYE.test(said)) return GOODBYE_REPLY;
  if (ACKNOWLEDGEMENT.test(said)) return ACKNOWLEDGEMENT_REPLY;
  return null;
}
