export interface Token {
  /** Lower-case ASCII form: accents removed, apostrophes dropped. */
  readonly word: string;
  readonly index: number;
}

/** Places a property business tells apart by a letter: "building B", "unit C", "parking bay D". */
export const LETTERED_PLACES: ReadonlySet<string> = new Set([
  'apartment', 'apt', 'bay', 'block', 'building', 'bungalow', 'cabin', 'chalet', 'cottage', 'dock', 'entrance', 'flat',
  'floor', 'garage', 'gate', 'house', 'level', 'lodge', 'loft', 'lot', 'phase', 'plot', 'room', 'section', 'spot',
  'studio', 'suite', 'tower', 'unit', 'villa', 'wing',
]);

/** Chat shorthand and the words it stands for: "b4" is "before", "u" is "you", "2nd" is "second" (a second permit). */
const CHAT_SHORTHAND: Readonly<Record<string, string>> = {
  w: 'with', b4: 'before', u: 'you', ur: 'your', n: 'and', thru: 'through', rn: 'now', ppl: 'people', smth: 'something',
  bf: 'boyfriend', gf: 'girlfriend', bday: 'birthday', nite: 'night', tmrw: 'tomorrow', wk: 'week', wks: 'weeks',
  wknd: 'weekend', wkend: 'weekend', pics: 'photos', '2nd': 'second', '3rd': 'third', hubby: 'husband',
  shld: 'should', cld: 'could', wld: 'would', abt: 'about', bc: 'because', cuz: 'because', cc: 'credit card',
  bldg: 'building', mgmt: 'management',
};

const APOSTROPHES = /[\u2018\u2019\u02bc`]/g;
const CONTRACTED: Readonly<Record<string, string>> = { d: 'would', ll: 'will', re: 'are', ve: 'have' };

/** Lower-cases, strips accents and folds curly apostrophes so "Café’s" reads "cafe's". */
export function foldText(text: string): string {
  return text.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').replace(APOSTROPHES, "'").toLowerCase();
}

/**
 * Splits text into word tokens: letters and digits only; "wi-fi" gives "wi", "fi"; "what's" gives
 * "what"; "I'd" gives "i", "would".
 */
export function tokenize(text: string): Token[] {
  const typed = foldText(text)
    // "1pm" reads as "1 pm", as the knowledge writes "1:00 pm".
    .replace(/\b(\d{1,2})(am|pm)\b/g, '$1 $2')
    // "my 9yo", "a 6 y/o", "our 10 yrs old": an age, as "9 year old" says it.
    .replace(/\b(\d{1,2}) ?(?:yo|y\/o|yrs? old)\b/g, '$1 year old')
    .replace(/'s\b/g, '')
    // "I'd love to" is not an ID document, nor "we'll" well: the short forms read as the words.
    .replace(/'(d|ll|re|ve)\b/g, (_, short: string) => ` ${CONTRACTED[short]}`)
    .replace(/'/g, '')
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length > 0);
  // "w/ the kids", "anything to do b4 we leave?", "when do i have to tell u": chat shorthand read
  // as the words ("cc" as two); "building W" is the building's letter. A plain loop: this runs on
  // every sentence of every candidate.
  const words: string[] = [];
  for (let index = 0; index < typed.length; index++) {
    const word = typed[index]!;
    const meant = /^[a-z]$/.test(word) && LETTERED_PLACES.has(typed[index - 1] ?? '') ? undefined : CHAT_SHORTHAND[word];
    if (meant === undefined) words.push(word);
    else words.push(...meant.split(' '));
  }
  return words.map((word, index) => ({ word, index }));
}
