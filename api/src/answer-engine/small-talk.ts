/**
 * Greetings, thanks, goodbyes, "ok" and "no thanks": the knowledge has nothing to say to them, and
 * "I don't have that information" would make a working agent look broken. A message made only of
 * such phrases ("Thanks so much, that's helpful", "hi, is anyone there?") is answered in kind; one
 * that goes on to ask something ("great, and parking?") is answered from the knowledge, without
 * its opening.
 */
type SmallTalk = 'greeting' | 'acknowledgement' | 'thanks' | 'decline' | 'goodbye';

const PHRASES: Record<SmallTalk, readonly string[]> = {
  greeting: [
    'hi', 'hello', 'hey', 'hiya', 'howdy', 'greetings', 'good morning', 'good afternoon', 'good evening', 'good day', 'there',
    'is anyone there', 'anyone there', 'is anybody there', 'anybody there', 'are you there', 'i have a question',
    'i have a few questions', 'i have some questions', 'quick question', 'can you help me', 'can you help',
  ],
  acknowledgement: [
    'ok', 'okay', 'ok then', 'great', 'perfect', 'got it', 'cool', 'alright', 'all right', 'sounds good', 'noted', 'understood',
    'awesome', 'lovely', 'brilliant', 'super', 'nice', 'good', 'excellent', 'wonderful', 'fantastic', 'i see', 'makes sense',
    'good to know', 'oh', 'ah', 'so',
  ],
  thanks: [
    'thanks', 'thank you', 'thank u', 'thx', 'ty', 'cheers', 'many thanks', 'much appreciated', 'appreciate it',
    'thanks a lot', 'thank you so much', 'thanks so much', 'thank you very much', 'thanks very much', 'thanks again',
    'thank you again', "that's helpful", 'that is helpful', "that's very helpful", 'very helpful', 'that helps',
  ],
  decline: [
    'no', 'nope', 'nah', 'no thanks', 'no thank you', 'not now', 'not right now', 'no need', "that's ok", "that's okay",
    "that's fine", "i'm good", "i'm fine", "i'm ok", 'all good', "it's ok", "it's fine",
  ],
  goodbye: [
    'bye', 'goodbye', 'bye bye', 'see you', 'see ya', 'have a good day', 'have a nice day', 'have a great day',
    'have a good one', 'have a nice evening', 'have a good evening', "that's all", "that's it", 'that is all', 'nothing else',
    "i'm done", "that's everything",
  ],
};

/** The reply to a message of several kinds is the one for the kind that closes the exchange most. */
const PRECEDENCE: readonly SmallTalk[] = ['goodbye', 'decline', 'thanks', 'acknowledgement', 'greeting'];

export const GREETING_REPLY = 'Hello! How can I help you today?';
export const ACKNOWLEDGEMENT_REPLY = 'Is there anything else I can help you with?';
export const THANKS_REPLY = "You're welcome! Is there anything else I can help you with?";
export const DECLINE_REPLY = 'No problem. Is there anything else I can help you with?';
export const GOODBYE_REPLY = 'Goodbye, and thanks for getting in touch!';

const REPLIES: Record<SmallTalk, string> = {
  greeting: GREETING_REPLY,
  acknowledgement: ACKNOWLEDGEMENT_REPLY,
  thanks: THANKS_REPLY,
  decline: DECLINE_REPLY,
  goodbye: GOODBYE_REPLY,
};

/** Small talk is short; anything longer is left to the knowledge without a look. */
const SMALL_TALK_MAX = 80;
/** No phrase is longer than this many words. */
const LONGEST_PHRASE = Math.max(...Object.values(PHRASES).flatMap((phrases) => phrases.map((phrase) => phrase.split(' ').length)));

/** Chat drops apostrophes ("thats all", "im good"): phrases and words are compared without them. */
const withoutApostrophes = (text: string) => text.replace(/'/g, '');

const KIND_OF_PHRASE = new Map<string, SmallTalk>(
  (Object.entries(PHRASES) as [SmallTalk, readonly string[]][]).flatMap(([kind, phrases]) =>
    phrases.map((phrase) => [withoutApostrophes(phrase), kind] as const),
  ),
);

interface Token {
  readonly text: string;
  /** Where the token ends in the message. */
  readonly end: number;
  readonly punctuation: boolean;
}

function tokenize(message: string): Token[] {
  const tokens: Token[] = [];
  // Every script's letters and digits make words, so "ok, где парковка?" is not taken for an "ok".
  for (const match of message.toLowerCase().replace(/[\u2018\u2019]/g, "'").matchAll(/[\p{L}\p{M}\p{N}']+|[,.!?;:\u2013\u2014]/gu)) {
    tokens.push({ text: withoutApostrophes(match[0]), end: match.index + match[0].length, punctuation: /^[,.!?;:\u2013\u2014]$/.test(match[0]) });
  }
  return tokens;
}

interface Opening {
  readonly kinds: ReadonlySet<SmallTalk>;
  /** Where the small talk ends in the message: after the punctuation that closes it, if any. */
  readonly end: number;
  /** Every word of the message was small talk. */
  readonly whole: boolean;
  /** The small talk is closed by punctuation ("great, and parking?"), not run into the question. */
  readonly closed: boolean;
}

/** The small talk the message opens with: the longest phrases, one after another. */
function readOpening(message: string): Opening {
  const tokens = tokenize(message);
  const kinds = new Set<SmallTalk>();
  let at = 0;
  let end = 0;
  let closed = false;
  while (at < tokens.length) {
    if (tokens[at]!.punctuation) {
      if (kinds.size > 0) closed = true;
      end = tokens[at]!.end;
      at += 1;
      continue;
    }
    let matched = 0;
    for (let length = Math.min(LONGEST_PHRASE, tokens.length - at); length > 0 && matched === 0; length--) {
      const words = tokens.slice(at, at + length);
      if (words.some((token) => token.punctuation)) continue;
      const kind = KIND_OF_PHRASE.get(words.map((token) => token.text).join(' '));
      if (kind) {
        kinds.add(kind);
        matched = length;
      }
    }
    if (matched === 0) break;
    closed = false;
    at += matched;
    end = tokens[at - 1]!.end;
  }
  return { kinds, end, whole: at === tokens.length, closed };
}

/** The reply to a message that is only small talk, or null for anything else. */
export function smallTalkReply(message: string): string | null {
  if (message.length > SMALL_TALK_MAX) return null;
  const { kinds, whole } = readOpening(message);
  if (!whole || kinds.size === 0) return null;
  const kind = PRECEDENCE.find((candidate) => kinds.has(candidate));
  return kind ? REPLIES[kind] : null;
}

/** How a question that follows small talk without a comma opens: "ok cool and if…", "cool do i…". */
const QUESTION_OPENING = /^(?:and|but|also|what|whats|when|where|how|who|which|why|is|are|can|could|do|does|did|will|would|should|may|if)\b/i;

/** "can he fly his drone from the yard, cool?": asking whether it is all right, not about cooling. */
const COOL_TAG_OPENING = String.raw`(?:is|would) (?:that|it) be|is (?:that|it)|thats?|that's|its|it's`;
const COOL_TAG_REACH = 40;
const COOL_TAG = new RegExp(String.raw`(?:\s*,\s*(?:(?:${COOL_TAG_OPENING})\s+)?|\s+(?:${COOL_TAG_OPENING})\s+)cool(?: with (?:you|u))?(\s*[?!.]*\s*)$`, 'i');

/** "Dear team,", "Dear Sir or Madam,": a letter's salutation, up to the mark that closes it. */
const SALUTATION = /^\s*dear\s+[^,.!?:;\n]{1,40}?[,.!:;\n]\s*/i;
/** Closings only a letter uses; it may also close with thanks ("Many thanks, Tom"). */
const LETTER_CLOSINGS = [
  'regards', 'kind regards', 'best regards', 'warm regards', 'warmest regards', 'many regards', 'sincerely', 'yours sincerely',
  'yours faithfully', 'yours truly', 'best wishes', 'with best wishes', 'all the best', 'warmly', 'with thanks', 'with many thanks',
  'thanks in advance', 'thank you in advance',
];
/** A phrase as a pattern: its words in order, any spacing between them; longest first, so "thanks in advance" beats "thanks". */
const SIGN_OFF_PATTERN = [...PHRASES.thanks, ...LETTER_CLOSINGS]
  .sort((one, other) => other.length - one.length)
  .map((phrase) => phrase.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, String.raw`\s+`))
  .join('|');
/** A courtesy closing a letter after its last sentence ("…? Kind regards, Margaret"), and what follows it. */
const SIGN_OFF = new RegExp(String.raw`([,.!?])\s*(?:${SIGN_OFF_PATTERN})\b[\s,.!]*(.*)$`, 'i');
/** The writer's name under a sign-off: capitalised words, as many as a full name has. */
const SIGNATURE = /^(?:\p{Lu}[\p{L}'.-]*\s*){0,3}[.!]?$/u;

/**
 * "Dear team, … Kind regards, Margaret": a message written as a letter asks between its
 * salutation and its sign-off; the names and the courtesies around it are not what it asks about.
 */
function withoutLetterFraming(message: string): string {
  const signOff = SIGN_OFF.exec(message);
  const signed = signOff && SIGNATURE.test(signOff[2]!.trim()) ? message.slice(0, signOff.index + 1) : message;
  const body = signed.replace(SALUTATION, '');
  return body.trim() ? body : message;
}

/**
 * The question without the small talk or letter framing around it ("Thanks! And where do we
 * park?", "Dear Megan, …"), a closing "cool?" read as "ok?".
 */
export function withoutSmallTalk(text: string): string {
  const message = withoutLetterFraming(text);
  const opening = readOpening(message);
  const rest = message.slice(opening.end).trim();
  // "cool do i need to bring anything" opens with small talk run into the question; "super quiet
  // street?" and "good restaurants nearby?" do not.
  const question = opening.whole || (!opening.closed && !QUESTION_OPENING.test(rest)) ? message : rest;
  // Only the end of the message is read for the tag, so a long run of spaces costs no more than a short one.
  const end = Math.max(0, question.length - COOL_TAG_REACH);
  return question.slice(0, end) + question.slice(end).replace(COOL_TAG, ', ok$1');
}
