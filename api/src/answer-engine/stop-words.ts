/** PostgreSQL's `english` stop list: to_tsvector/to_tsquery drop exactly these words. */
export const POSTGRES_STOP_WORDS: ReadonlySet<string> = new Set(
  (
    'i me my myself we our ours ourselves you your yours yourself yourselves he him his himself she her hers herself ' +
    'it its itself they them their theirs themselves what which who whom this that these those am is are was were be ' +
    'been being have has had having do does did doing a an the and but if or because as until while of at by for with ' +
    'about against between into through during before after above below to from up down in out on off over under again ' +
    'further then once here there when where why how all any both each few more most other some such no nor not only own ' +
    'same so than too very s t can will just don should now'
  ).split(' '),
);

/** Words people add to questions that carry no topic: greetings, politeness, chat shorthand, contractions. */
export const QUESTION_FILLER_WORDS: ReadonlySet<string> = new Set(
  (
    'hi hello hey hiya yo thanks thank thx ty please pls plz kindly sorry bother ok okay r ya yeah yes im ive id ill youre weve youve theyve theyre havent hasnt em ' +
    'whats wheres whens whos hows theres thats heres shes hes isnt arent wasnt werent doesnt dont didnt cant couldnt wont wouldnt shouldnt ' +
    'would could might may must shall also just really actually maybe anyone someone anybody somebody us guys folks ' +
    'wondering wonder question quick curious let lets sure something anything everything tell know want wanted need gotta gonna wanna hafta ' +
    'needed necessary like likes liked would get got gotten receive possible able one many much ought ' +
    // Wishes, hedges and manner: "we were hoping to bring our cat", "roughly what would it take",
    // "just realized I left my charger".
    'wanting wants needs hoping hope hoped trying along roughly approximately basically honestly probably usually meanwhile meantime ' +
    'realize realise realized realised ' +
    'normally generally typically usual normal regular customary decent proper bit somewhat whether ' +
    // Asking, as a formal letter puts it: "I would like to enquire whether", "kindly advise", "I should be most grateful",
    // "regarding the furniture, for example", "could you possibly", "kindly remind me", "could you describe";
    // and "why does it matter", which asks why.
    'enquire enquiring inquire inquiring advise remind describe regarding concerning example matter matters grateful obliged ' +
    'possibly ' +
    // Feelings and emphasis around a question: "it's boiling in the bedroom ugh", "a very sweet indoor cat".
    'ugh lol haha lmao omg sweet literally totally seriously super another alright lil tho prob probs bc freak freaking freaks freaked ' +
    // Chat as people talk it: "whats the code to get on the internet mate", "do we need to bring capsules or nah",
    // "guess there's no parking then", "the kids will be gutted", "any spare blankets knocking about".
    'mate nah guess gutted disappointing disappointed bothered knocking barely properly completely came always even stood ' +
    'besides couple mad pop love ended ' +
    // Praise and hedges: "the best spot to watch the sun go down", "is it true there's a hard cap on guests?".
    'best true ' +
    // Texting slang around a question: "ngl my golden is like 70 lbs", "idk what to do", "thats fine right?".
    'ngl tbh lowkey idk fr yall um umm uh erm hmm right ' +
    // "nobody minds the noise", "my husband cannot sleep", "spare ones": how it is put, not what is asked.
    'mind minds cannot ones fancy ' +
    // "what happens to my parcel?", "when does the walkthrough happen?": what becomes of the parcel, when the walkthrough is.
    'happen happens ' +
    // "until", as people write it: PostgreSQL drops "until" itself.
    'till til untill ' +
    // "hold onto", "upon arrival": PostgreSQL drops "into" and "on" themselves.
    'onto upon ' +
    // "my sister's family plus ours": a joining word, like "and", which PostgreSQL drops.
    'plus ' +
    // "because", as people type it: PostgreSQL drops the word itself ("b4" is read as "before").
    'bcuz cuz coz ' +
    // Question words as people type them in a hurry: "wat time is checkout".
    'wat wut wot'
  ).split(' '),
);

export function isStopWord(word: string): boolean {
  return POSTGRES_STOP_WORDS.has(word) || QUESTION_FILLER_WORDS.has(word);
}
