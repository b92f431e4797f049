/** What kind of fact a question wants, read from its wording. */
export type AnswerCue = 'time' | 'money' | 'quantity' | 'temperature' | 'place' | 'address' | 'contact' | 'policy';

/** "at what hour", "what is the hour", "the hour by which": asking the hour, as a formal letter puts it. */
const ASKS_THE_HOUR = String.raw`(?:what|which) (?:is the )?hour|hour by which|by (?:what|which) hour`;

/** "can't close the door", "how do I open the lockbox": opening or closing a thing asks no time. */
const NOT_OF_A_THING = String.raw`(?!\s+(?:the|a|an|my|our|your|this|that|it|them|door|doors|window|windows|gate|lid|lids|box|up)\b)`;

/** "My cousins want to drop by. Is that OK?": a sentence of its own asking whether what was told is allowed. */
const ASKS_IF_FINE = String.raw`(?:^|(?<=[.!?])\s+)(?:is|would|will) (?:that|this|it) (?:be |going to be |gonna be )?(?:ok|okay|fine|alright|allowed)\b`;

/** "what temperature is the pool kept at?", "how hot is the jacuzzi?": only a temperature answers. */
const ASKS_TEMPERATURE = /\b(?:what|which) temp(?:erature)?s?\b|\bhow (?:hot|warm|cold)\b|\bwhat(?:'s| is) the temp(?:erature)?\b/i;
const GIVES_TEMPERATURE = /\d\s?°|\bdegrees?\b/i;

const QUESTION_PATTERNS: Record<AnswerCue, RegExp> = {
  time: new RegExp(
    String.raw`\b(when|whens|what time|which time|${ASKS_THE_HOUR}|what day|which day|what days|which days|how late|how early|how often|how soon|how fast|how quickly|until when|till when|by when|hours|opening|open${NOT_OF_A_THING}|close${NOT_OF_A_THING}|closes|(?:does|do|did) (?:it|they|the \w+) shut|deadline|due|schedule)\b`,
    'i',
  ),
  money: /\b(how much(?! (?:land|space|room|storage|area|acreage|ground|grounds|garden|yard|notice|warning|time|privacy|light|sunlight|luggage|weight)\b)|cost|costs|price|priced|pricing|fee|fees|charge|charged|charges|rate|rates|expensive|cheap|pay for|deposit|tax|taxes|asking|set (?:us|me|you|them) back)\b/i,
  quantity: /\b(how much (?:land|space|room|storage|area|acreage|ground|grounds|garden|yard)|how many|how big|how large|how far|how long|how old|how tall|how deep|how wide|how high|how heavy|square footage|sq ?ft|size|number of|what year|which year|lengths?|duration|range)\b/i,
  temperature: ASKS_TEMPERATURE,
  place: /\b(where|wheres|location|located|find the|which way (?:to|is the))\b|\b(anywhere|somewhere)\s*[?.!]*\s*$/i,
  address: /\b(address|postcode|post code|zip|zip code|gps|satnav|sat nav|sat-nav)\b/i,
  contact: /\b(who|whom|call|phone|number(?!\s*\d)|contact|reach|email|e-mail|text)\b|#(?!\s*\d)/i,
  policy: new RegExp(String.raw`^\s*(can|could|may|am i|are we|are|is it|is|do you allow|do you let|do you accept|do u)\b.*\b(allowed|ok|okay|permitted|fine|alright|accept|take)\b|^\s*(can|could|may)\s+(?:(?:u|you)\b(?!\s+(?:please\s+|kindly\s+)?(?:tell|send|give|confirm|explain|describe|provide|share|remind|list|point)\b)|(?:i|we|my|our|guests?|kids|children|friends|people|visitors|the|a)\b)|\b(allowed|permitted|allow|rules?|policy)\b|\b(?:that|this|it) (?:(?:is |will |would )?(?:going to |gonna )?be )?(?:a problem|an issue)\b|${ASKS_IF_FINE}`, 'i'),
};

/** "in the laundry room", "at the office": a sentence that places something, loosely. */
const PLACES_LOOSELY = /\b(in|on|at|inside|behind|under|next to|near|beside|by|above|below|outside|opposite|across from)\s+(the|a|an|your|our|each|every)\b/;
/** "upstairs", "14 Gull Lane", "1.2 miles away", "near Building A" (but "on Mondays" is a day). */
const NAMED_PLACE =
  /\b(upstairs|downstairs)\b|\b\d+\s+[A-Z][a-z]+\s+(Street|St|Road|Rd|Avenue|Ave|Lane|Drive|Court|Way|Boulevard|Route)\b|\b(miles?|minutes?)\s+(away|walk|drive)\b|\b(on|in|at|near|next to|beside|behind|opposite)\s+(?!(Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)days?\b|(January|February|March|April|May|June|July|August|September|October|November|December)\b)[A-Z][a-z]+/;
/** "in the basement of Building B", "next to the gate", "in the hall closet": says where, not only in what. */
const SAYS_WHERE = new RegExp(
  String.raw`\b(?:next to|behind|under|underneath|beside|near|opposite|across from|above|below|outside|inside|at the side of|on the \w+ floor)\b|\b(?:basement|lobby|hallway|closet|drawer|garage|shed|porch|driveway|mirror|windshield|windscreen|dashboard)\b|${NAMED_PLACE.source}`,
);
/** A sentence that only places loosely meets a "where" question for this share. */
const LOOSE_PLACE = 0.25;

const SENTENCE_PATTERNS: Record<AnswerCue, RegExp> = {
  time: /\b\d{1,2}(:\d{2})?\s?(am|pm|a\.m\.|p\.m\.)|\bnoon\b|\bmidnight\b|\b(mon|tues|wednes|thurs|fri|satur|sun)days?\b|\bweek(day|end|night)s?\b|\b\d{1,2}(st|nd|rd|th)\b|\b(january|february|march|april|may|june|july|august|september|october|november|december)\b|\b\d+\s*(hours?|days?|weeks?|months?|minutes?|years?)\b|\b(morning|evening|night|daily|weekly|monthly|yearly|annually|all year|24\/7|24 hours)\b|\b(once|twice|three times) (a|per|every) (day|week|month|year)\b|\bevery (\d+ |two |three |six )?(days?|weeks?|months?|years?)\b|\b(19|20)\d\d\b/i,
  money: /[$£€]\s?\d|\b\d+(\.\d+)?\s?(%|pounds?\b|dollars?\b|euros?\b|usd\b|gbp\b|eur\b)|\bfree\b|^[A-Z][A-Za-z -]{1,30}:\s*none\b|\bno charge\b|\bincluded\b|\b(\d+|one|two|three|four|six|twelve) (weeks?|months?)'? rent\b/i,
  quantity: /\d|\b(one|two|three|four|five|six|seven|eight|nine|ten|twelve|twenty|half|dozen)\b/i,
  temperature: GIVES_TEMPERATURE,
  place: new RegExp(`${PLACES_LOOSELY.source}|${NAMED_PLACE.source}`),
  address: /\b\d+[A-Za-z]?\s+(?:[A-Z][a-z]+\s+){1,3}(?:Street|St|Road|Rd|Avenue|Ave|Lane|Ln|Drive|Dr|Court|Ct|Way|Boulevard|Blvd|Route|Place|Pl|Terrace|Close|Crescent)\b/,
  contact: /\(\d{3}\)\s?\d{3}-\d{4}|\b\d{3}[-.]\d{3}[-.]\d{4}\b|\b1-800\b|@[a-z0-9-]+\.[a-z]|\b911\b/i,
  policy: /\b(allowed|permitted|prohibited|welcome|by appointment|may|must|cannot|can't|can|not|no|only|requires?|required|permission|consent|never|sorry|do not|don't)\b/i,
};

/** Words that ask for a kind of fact: a sentence giving that kind of fact answers them. */
const CUE_WORDS: ReadonlyMap<string, AnswerCue> = new Map([
  ...['late', 'later', 'early', 'earlier', 'open', 'close', 'shut', 'hours', 'hrs', 'when', 'time', 'night', 'soon', 'often', 'old', 'age', 'fast', 'quickly']
    .map((word) => [word, 'time'] as const),
  ...['cost', 'price', 'fee', 'fees', 'expensive', 'cheap', 'charge', 'rate', 'much', 'pay'].map((word) => [word, 'money'] as const),
  ...['far', 'big', 'size', 'large', 'many', 'long', 'distance', 'length', 'lengths', 'duration'].map((word) => [word, 'quantity'] as const),
  // "how hot is the jacuzzi?" is answered by "the hot tub is kept at 102°F", and only by a temperature.
  ...['hot', 'warm', 'cold'].map((word) => [word, 'temperature'] as const),
  // "what's the number for the towing company?" is answered by "(555) 900-3131".
  ...['number', 'phone'].map((word) => [word, 'contact'] as const),
  // "what's the address?" is answered by "14 Gull Lane", which never says "address".
  ...['address', 'gps', 'satnav'].map((word) => [word, 'address'] as const),
  // "where is the laundry room located?" is answered by "in the basement of Building B".
  ...['located', 'location'].map((word) => [word, 'place'] as const),
  // "are dogs allowed?" is answered by "we welcome dogs" as much as by "dogs are allowed".
  ...['allowed', 'allow', 'permitted', 'permit'].map((word) => [word, 'policy'] as const),
]);

/** The kind of fact a question word itself asks for ("how late", "how far"), if any. */
export function cueOfWord(word: string): AnswerCue | undefined {
  return CUE_WORDS.get(word);
}

/** "wat time is checkout": question words as people type them in a hurry, read as meant. */
function asMeant(question: string): string {
  return question.replace(/\b(?:wat|wut|wot)\b/gi, 'what');
}

/**
 * "what do I do with the key when we leave?", "where do the bins go when they're full?": a "when"
 * after another question word places the question in time; it does not ask a time.
 */
const PLACING_WHEN = /(\b(?:what|where|how|who|which|anything)\b[^.?!,;]*?)\bwhen\b/gi;

/** "can we use the hot tub in February?" is answered by "available all year": asked for a part of the year. */
const IN_PART_OF_YEAR =
  /\b(?:in|during) (?:the )?(?:january|february|march|april|june|july|august|september|october|november|december|winter|summer|spring|autumn|off season|off-season)\b/i;

/**
 * A visitor's message in sentences, split after ". ", "? " and "! " (visitors type lowercase, so
 * no capital is needed after the stop, unlike the knowledge's own sentence splitter).
 */
export function messageSentences(message: string): string[] {
  return message.split(/(?<=[.!?])\s+/).map((sentence) => sentence.trim()).filter(Boolean);
}

/** The sentences that ask, when a message also tells: "I hate scraping ice in winter. Is there a garage?". */
function askingSentences(text: string): string {
  const asking = messageSentences(text).filter((sentence) => sentence.includes('?'));
  return asking.length > 0 ? asking.join(' ') : text;
}

export function detectCues(question: string): Set<AnswerCue> {
  const cues = new Set<AnswerCue>();
  const meant = asMeant(question);
  for (const cue of Object.keys(QUESTION_PATTERNS) as AnswerCue[]) {
    const asked = cue === 'time' ? meant.replace(PLACING_WHEN, '$1') : meant;
    if (QUESTION_PATTERNS[cue].test(asked)) cues.add(cue);
  }
  if (IN_PART_OF_YEAR.test(askingSentences(meant))) cues.add('time');
  return cues;
}

export function meetsCue(sentence: string, cue: AnswerCue): boolean {
  return SENTENCE_PATTERNS[cue].test(sentence);
}

/** "three further bedrooms": a count on top of others, which says how many only in part. */
const COUNT_ON_TOP = /\b(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|twelve|twenty)\s+(?:further|more|other|additional|extra)\b/gi;
/** A sentence that counts only on top of others meets a "how many" question for this share. */
const PARTIAL_COUNT = 0.5;

/** How fully a sentence gives one kind of fact: 1, or a share for a place or a count given only in part. */
function cueStrength(text: string, cue: AnswerCue): number {
  if (!meetsCue(text, cue)) return 0;
  if (cue === 'quantity' && !meetsCue(text.replace(COUNT_ON_TOP, ''), cue)) return PARTIAL_COUNT;
  return cue === 'place' && !SAYS_WHERE.test(text) ? LOOSE_PLACE : 1;
}

/** Share of the question's cues the text meets; 1 when the question has none. */
export function cueMatch(text: string, cues: ReadonlySet<AnswerCue>): number {
  if (cues.size === 0) return 1;
  let met = 0;
  for (const cue of cues) met += cueStrength(text, cue);
  return met / cues.size;
}

/**
 * How a question opens when it asks whether something is there: "is there", "do you have", "does
 * the Harbor View building have", "any". Source text, for the patterns built on it.
 */
export const ASKS_WHETHER_THERE_IS = String.raw`(?:is there|are there|do (?:you|u|they|we) (?:have|offer|provide|get)|does (?:it|this|that|the [a-z0-9 ]{1,40}?|[a-z0-9]+(?:\s[a-z0-9]+){0,3}?) (?:have|come with|include|offer)|do (?:the|all the|your) [a-z0-9 ]{1,40}? (?:have|come with|include|offer)|(?:has|have) (?:it|the|this) got|any)`;

/**
 * What the wording of a question prefers in a sentence without requiring it: a clock time for "what
 * time / hours / open", a "has / there is" statement for "is there / do you have / what kind of
 * heating do they have / which bathroom has a tub" (not "which home has", a comparison), an "if"
 * rule for "what happens if", a way to do it for "how do I", a sentence that allows rather than
 * forbids for "where can I", a length ("for 6 or 12 months") for "how long can I renew for", a
 * lead time ("48 hours ahead") for "how much notice", an area ("1.1 acres") for "how big", a storey
 * ("fifth-floor") for "which floor", a year ("Year built: 2006") for "how old", what a thing is
 * for ("the grey bin is for trash") for "which bin is for rubbish", a span of days or more ("14
 * nights", "within 5 days") for "for three weeks" or "away for a week". Steers the choice among
 * sentences only; confidence does not depend on it.
 */
export type Preference =
  'clock' | 'weekday' | 'existence' | 'condition' | 'procedure' | 'permitted' | 'duration' | 'notice' | 'measure' | 'storey' | 'year' | 'purpose' | 'reason' | 'span';

/** "when was the farmhouse built?", "how old is the roof?": only a year (or an age) answers. */
const ASKS_YEAR = /\b(?:what|which) year\b|\bwhen (?:was|were) .{0,40}\b(?:built|constructed|renovated|replaced|redone|updated)\b|\bhow old\b/i;
/** A year or an age itself: "a new dishwasher" says how old, not when it was put in. */
const GIVES_A_YEAR = /\b(?:19|20)\d\d\b|\b\d+ years?\b|\bnewly built\b/i;
/** A year, an age, or how new: "how old is the dishwasher?" is answered by "a new dishwasher". */
const GIVES_YEAR = new RegExp(String.raw`${GIVES_A_YEAR.source}|\b(?:new|years? old)\b`, 'i');

const PREFERENCE_QUESTIONS: Record<Preference, RegExp> = {
  clock: new RegExp(
    String.raw`\b(what time|which time|${ASKS_THE_HOUR}|hours|opening|closing|how late|how early|by when)\b|\b(when|till|until)\b.*\b(open|opens|close|closes)\b`,
    'i',
  ),
  weekday: /\b(?:what|which|any) days?\b(?! of the month)|\bday of the week\b|\b(?:bins?|trash|garbage|rubbish|recycling|collection|pickup|pick-up|bulk|market|sweeping) days?\b/i,
  existence: new RegExp(String.raw`^\s*${ASKS_WHETHER_THERE_IS}\b|\b(come|comes) with\b|\bwhat (?:kinds?|types?|sorts?) of\b.*\b(?:have|has|got)\b|\bwhat (?:kinds?|types?|sorts?) of \w+(?: \w+)? (?:is|are) (?:there|in|at)\b|\bwhich (?!(?:house|home|property|listing|one)s?\b)\w+(?: \w+)? (?:has|have|comes with)\b`, 'i'),
  condition: /\b(what happens? if|what if|happens? when|what do i do if|if i (dont|don't|do not|can't|cant|miss|lose|forget)|what happens? to)\b/i,
  procedure: /(?:^|[,.;!?—–-]\s*)(how (do|can|should|would) (i|we|you|u)|how (?:i|we) (?!(?:do|can|should|would|will|am|are|was|were)\b)|how to|where (do|can|should) (i|we) (book|get|pay|report|submit|send|request|apply|sign|schedule)|what (can|should) (i|we) do|what do (i|we|u) do(?! (?:with|w)\b))\b|\bwhat do\s*[?!.]*$/i,
  permitted: /(?:^|[,.;!?)—–-]\s*)where\b.*\b(can|may|could|allowed|permitted|ok to|okay to|should)\b/i,
  duration: /\b(how long|what lengths?|lease lengths?|lease terms?|how many (months|years|weeks))\b(?!.*\b(before|ahead|advance|notice|until|till|take|takes|wait)\b)/i,
  notice: /\bhow (long|far|much time|many (days|hours|weeks)) (before|in advance|ahead)\b|\bhow much (notice|warning|lead time|heads up)\b|\bhow far in advance\b/i,
  measure: /\bhow (big|large|small)\b|\bhow much (land|space|room)\b|\bsquare (feet|foot|footage)\b|\bsq\.? ?ft\b|\b(lot|plot) size\b/i,
  storey: /\b(which|what) (floor|storey|story|level)\b/i,
  year: ASKS_YEAR,
  purpose: /\bwhich \w+(?: \w+)? (?:is|are) (?:for|used for)\b/i,
  reason: /\bwhy\b|\bhow come\b|\bwhat(?:'s| is) the reason\b/i,
  span: /\b(?:\d+|a|one|two|three|four|five|six|couple(?: of)?|few) (?:weeks?|months?)\b/i,
};

const PREFERENCE_SENTENCES: Record<Preference, RegExp> = {
  clock: /\b\d{1,2}(:\d{2})?\s?(am|pm|a\.m\.|p\.m\.)|\bnoon\b|\bmidnight\b/i,
  weekday: /\b(?:mon|tues|wednes|thurs|fri|satur|sun)days?\b|\bweek(?:day|end)s?\b/i,
  existence: /\b(has|have|(?<!\b(?:if|unless|whether) )(?:there is|there are|there's)|we have|available|provided|includes?|comes with|offers?)\b|^[A-Z][A-Za-z -]{1,30}:\s/,
  condition: /^(if|when|unless)\b|\b(if|unless) (you|your|a|an|the|rent|it|there|any|someone|anyone|we|they)\b/i,
  procedure: /\b(through|using|via|call|email|text|submit|book|ask|contact|send|fill|use|follow|take the|issued by|from the (?:leasing )?office)\b/i,
  permitted: /^(?!.*\b(not|no|never|cannot|can't|don't|mustn't)\b).*\b(may|can|allowed|permitted|welcome|possible|must use|should use|please use)\b/i,
  duration: /\bfor (up to |at least |at most |a maximum of |a minimum of )?(\d+|one|two|three|four|six|twelve)\b|\b(up to|at most|maximum of|no more than|minimum of) (\d+|one|two|three|four|six|twelve) (nights?|days?|weeks?|months?|years?|hours?)\b/i,
  notice: /\b(\d+|one|two|three) (hours?|days?|weeks?|months?) (before|ahead|in advance|notice|beforehand)\b|\bat least (\d+|one|two|three) (hours?|days?|weeks?|months?)\b/i,
  measure: /\d[\d,.]*\s*(acres?|sq\.? ?ft|square (feet|foot|meters|metres)|hectares?|m2)\b/i,
  storey: /\b(ground|first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|top|\d+(st|nd|rd|th))[- ](floor|storey|story|level)\b/i,
  year: GIVES_YEAR,
  purpose: /\b(?:is|are) (?:for|used for)\b/i,
  reason: /\b(?:because|since|so that|due to|in order to)\b|, so\b/i,
  span: /\b\d+ (?:nights?|days?|weeks?|months?)\b/i,
};

const FORBIDS = /\b(?:not (?:allowed|permitted)|prohibited|forbidden|must not|may not|cannot|can't)\b|^no\b/i;

/** "Smoking is not allowed on the deck", and where it is: "You may smoke on the driveway". */
export function forbids(sentence: string): boolean {
  return FORBIDS.test(sentence);
}

export function allows(sentence: string): boolean {
  return PREFERENCE_SENTENCES.permitted.test(sentence);
}

/** "Submit requests through the ResidentHub portal": a sentence that says how to do something. */
export function saysHow(sentence: string): boolean {
  return PREFERENCE_SENTENCES.procedure.test(sentence);
}

export function detectPreferences(question: string): Set<Preference> {
  const preferences = new Set<Preference>();
  const meant = asMeant(question);
  for (const preference of Object.keys(PREFERENCE_QUESTIONS) as Preference[]) {
    if (PREFERENCE_QUESTIONS[preference].test(meant)) preferences.add(preference);
  }
  return preferences;
}

/** Share of the question's preferences a sentence meets; 0 when the question has none. */
export function preferenceMatch(text: string, preferences: ReadonlySet<Preference>): number {
  if (preferences.size === 0) return 0;
  let met = 0;
  for (const preference of preferences) if (PREFERENCE_SENTENCES[preference].test(text)) met++;
  return met / preferences.size;
}

/**
 * "how much is the pet fee?", "what does a kayak cost?", "what are the electric bills?", "how much
 * cost the kayak?", "bike hire price": a question only an amount answers. Not "is there a fee?" or
 * "esa dog any fee?", which "no" answers.
 */
const ASKS_AMOUNT = new RegExp(
  String.raw`\bhow much (?:is|are|does|do|will|would|did|for|to|it|the|a|an|extra|more|per|cost|costs|money|charge|charges)\b|` +
    // "bike hire price": a message that ends naming the price, unless it asks whether there is one.
    String.raw`^(?!\s*(?:is|are|was|were|do|does|did|can|could|will|would|any)\b).*(?<!\b(?:any|a|no|extra)\s+)\b(?:price|prices|pricing|cost|costs|fee|fees|rate|rates)\s*[?!.]*\s*$|` +
    String.raw`\bhow much\s*\??\s*$|\bwhat(?:'s|s| is| are| does| do| will| would)? (?:the )?(?:cost|price|fee|charge|rent)s?\b(?!\s+(?:due|date|day|portal|box))|\b(?:what(?:'s|s| is| are)?|roughly|ballpark|average) (?:the |an? )?(?:(?:average|typical|usual|rough|roughly|ballpark|monthly|yearly|annual) )*(?:electric|electricity|utility|utilities|power|energy|heating|gas|water) bills?\b(?!\s+(?:like|look like)\b)`,
  'i',
);
/** "what time does the Salty Pelican close?", "its opening hours?", "pool open when": a question only a clock time answers. */
const ASKS_CLOCK = /\bwhat time\b|\b(?:opening|open|business) hours\b|\b(?:what|which) (?:hours?|hrs)\b|\b(?:open|opens|close|closes)\s+(?:when|what time)\b|\b(?:when|what time) (?:does|do|is|are) .{0,40}\b(?:open|opens|close|closes|start|starts|end|ends)\b/i;

/** "how far is the beach?": only a distance or a travel time answers. */
const ASKS_DISTANCE = /\bhow far\b(?! (?:ahead|in advance|before|back))/i;
const GIVES_DISTANCE = /\b\d+(?:\.\d+)?\s*(?:miles?|mi|km|kilometers?|kilometres?|meters?|metres?|feet|foot|ft|yards?|blocks?|minutes?|min|mins)\b|\b(?:walk|walking|drive|driving|next door|across the street|nearby|close to|steps from|away)\b/i;

/** "how long has the condo been on the market?", "how long is the trail?": only a length of time (or of a way) answers. */
const ASKS_DURATION = /\bhow long\b/i;
const GIVES_DURATION =
  /\b\d+(?:\.\d+)?\s*-?\s*(?:business |working |calendar )?(?:seconds?|secs?|minutes?|mins?|hours?|hrs?|days?|nights?|weeks?|months?|years?|miles?|km|feet|ft)\b|\b(?:a|an|one|two|three|four|five|six|seven|eight|nine|ten|twelve|several|few|couple of)\s+(?:business |working )?(?:seconds?|minutes?|hours?|days?|nights?|weeks?|months?|years?|miles?)\b|\b(?:since|until|till|overnight|month-to-month|all year|24\/7)\b/i;

/** "what time does the café close?", "how late is the pool open?": only an end time answers. */
const ASKS_CLOSING = /\b(?:what time|when|how late|until when|till when|(?:what|which) hour)\b.*\b(?:close|closes|closing|shut|shuts)\b|\bclosing time\b|\bhow late\b.*\bopen\b|\bopen (?:until|till|til) when\b/i;
const GIVES_END_TIME = /\b(?:to|until|till|til|-|\u2013)\s*(?:\d{1,2}(?::\d{2})?\s?(?:am|pm|a\.m\.|p\.m\.)|noon|midnight)|\b(?:close|closes|closed|closing)\b|\b24 hours\b|\b24\/7\b/i;

/** "how many washers are there?": only a count answers (a clock time, a temperature or a price is not one). */
const ASKS_COUNT = /^\W*how many\b/i;
const GIVES_COUNT = /(?<![:\d$.])\b\d+(?:,\d{3})*(?:st|nd|rd|th)?\b(?!:\d|\s?(?:°|%|am\b|pm\b))|\b(?:one|two|three|four|five|six|seven|eight|nine|ten|twelve|twenty|single|double|both|no|several|a few|a couple)\b/i;

/** "does the number 12 bus run on Sundays?": whether something runs on a day, which only a reply naming days answers. */
const ASKS_RUNS_ON_DAY = /\b(?:run|runs|running|operate|operates|operating|come|comes|collected|picked up)\b.{0,30}\bon (?:mon|tues|wednes|thurs|fri|satur|sun)days?\b/i;
const GIVES_DAYS = /\b(?:mon|tues|wednes|thurs|fri|satur|sun)days?\b|\b(?:week(?:day|end)s?|daily|every day|each day|7 days|seven days|all year|year-round|24\/7)\b/i;

/** "what's Megan's email address?": only an email address answers (not "you receive a code by email"). */
const ASKS_EMAIL = /\be-?mail address(?:es)?\b|\bwhat(?:'s|s| is) (?:the |your |their |his |her |[a-z]+'s )?e-?mail\b/i;
const GIVES_EMAIL = /\S@\S/;
/** "the office phone number and email address?": the number alone answers part of it. */
const ALSO_ASKS_NUMBER = /\b(?:phone|number)\b/i;

/** Questions only one kind of fact answers, each with the pattern of that fact. */
const ONLY_ANSWERED_BY: readonly (readonly [asks: RegExp, gives: RegExp])[] = [
  [ASKS_DISTANCE, GIVES_DISTANCE],
  [ASKS_DURATION, GIVES_DURATION],
  [ASKS_TEMPERATURE, GIVES_TEMPERATURE],
  [ASKS_RUNS_ON_DAY, GIVES_DAYS],
  [ASKS_COUNT, GIVES_COUNT],
];

/**
 * Whether a reply lacks the kind of fact the question can only be answered by: an amount for
 * "how much", a clock time for "what time", an end time for when something closes, a year for
 * "when was it built", a distance for "how far", a length of time for "how long", a temperature,
 * days for "does it run on Sundays", a count for "how many", an email address. A sentence
 * about the kayaks the marina rents out does not say what renting one costs, and "open from
 * 7:00 am" does not say when the café closes.
 */
export function lacksAskedFact(asked: string, reply: string): boolean {
  const question = asMeant(asked);
  if (ASKS_AMOUNT.test(question) && !meetsCue(reply, 'money')) return true;
  if (ASKS_YEAR.test(question) && !(/\bhow old\b/i.test(question) ? GIVES_YEAR : GIVES_A_YEAR).test(reply)) return true;
  if (ASKS_EMAIL.test(question) && !ALSO_ASKS_NUMBER.test(question) && !GIVES_EMAIL.test(reply)) return true;
  if (ONLY_ANSWERED_BY.some(([asks, gives]) => asks.test(question) && !gives.test(reply))) return true;
  if (ASKS_CLOSING.test(question) && PREFERENCE_SENTENCES.clock.test(reply) && !GIVES_END_TIME.test(reply)) return true;
  return ASKS_CLOCK.test(question) && !PREFERENCE_SENTENCES.clock.test(reply);
}

