import { extractTerms, textFeatures } from './terms';

const keys = (text: string): string[] => extractTerms(text).map((term) => term.key);

describe('extractTerms', () => {
  it('reads a letter after a place word as the place it names', () => {
    expect(keys('does building B have an elevator')).toContain('build#b');
    expect(keys('where is building w')).toContain('build#w');
    expect(keys('can I park in lot a')).toContain('lot#a');
  });

  it('reads "what happens to" as asking, not as a topic, but keeps "happening" of what is going on', () => {
    expect(keys('what happens to my parcel')).toEqual(['parcel']);
    expect(keys("what's happening at the cottage")).toContain('happen');
  });

  it('reads "before" an hour as asking to be early, and a count of hours before as a count', () => {
    const early = extractTerms('any chance we could get into the cottage before 4?').find((term) => term.words.includes('early'));
    expect(early?.links).toEqual([{ group: 'early', role: 'head' }]);
    expect(keys('any chance we could get into the cottage before 4?')).not.toContain('4');
    expect(keys('do I need to ask 2 days before?')).toContain('2');
  });

  it('reads "plus" as joining, like "and", not as a topic', () => {
    expect(keys("my sister's family plus ours, is that too many to sleep over?")).not.toContain('plus');
  });

  it('reads counted people as a headcount, what the house sleeps', () => {
    const groups = (text: string, key: string) => extractTerms(text).find((term) => term.key === key)?.links.map((link) => link.group);
    expect(groups("we're 6 adults and 3 teens, can we all sleep there?", 'teen')).toEqual(['children', 'occupancy']);
    expect(groups('we have four kids, where would they sleep?', 'kid')).toContain('occupancy');
    expect(groups('is the pool safe for teens?', 'teen')).toEqual(['children']);
  });

  it('reads an address asked about beside emailing as the email address, not a street', () => {
    const groups = (text: string) => extractTerms(text).find((term) => term.key === 'address')?.links.map((link) => link.group);
    expect(groups("I'd like to email the office about my lease. What address should I use?")).toEqual(['contact']);
    expect(groups("what's the address of the office?")).toEqual(['address']);
  });

  it('reads going to the office as asking when it is open, and dropping by elsewhere as a visit', () => {
    const groups = (text: string, key: string) => extractTerms(text).find((term) => term.key === key)?.links.map((link) => link.group);
    expect(groups('can I swing by the office on a Saturday afternoon?', 'swing by')).toEqual(['opening-hours']);
    expect(groups('Can I come in to the office on Sunday?', 'come in')).toEqual(['opening-hours']);
    expect(groups('can friends drop by in the evening?', 'drop by')).toEqual(['visitors', 'viewing']);
  });

  it('reads what is put into a GPS as the address, and putting in something else as installing it', () => {
    const groups = (text: string) => extractTerms(text).find((term) => term.key === 'put in')?.links.map((link) => link.group);
    expect(groups('what address do I put in the GPS to find the cottage?')).toEqual(['address']);
    expect(groups('can I put in a dishwasher?')).toEqual(['report', 'install']);
  });

  it('reads throwing a party as holding one, and a throw elsewhere as the blanket', () => {
    const groups = (text: string) => extractTerms(text).find((term) => term.key === 'throw')?.links.map((link) => link.group);
    expect(groups('we want to throw a small party for my daughter')).toEqual(['party']);
    expect(groups('is there a throw for the sofa?')).toEqual(['linen']);
  });

  it('reads a view that a street kind follows as the street\'s name, not a view of the water', () => {
    const groups = (text: string) => extractTerms(text).find((term) => term.key === 'harbor view')?.links.map((link) => link.group);
    expect(groups('is the condo on Harbor View Court a corner unit?')).toEqual([]);
    expect(groups('which home has a harbor view?')).toEqual(['view-water']);
    expect(textFeatures('17 Harbor View Court, Unit 5B, Westport').groups.has('view-water')).toBe(false);
  });

  it('reads a deposit asked about beside a pet as the pet deposit too', () => {
    const groups = (text: string) => extractTerms(text).find((term) => term.key === 'deposit')?.links.map((link) => link.group);
    expect(groups('I have one cat and I am getting a second. Is there another deposit to pay?')).toContain('pet-deposit');
    expect(groups('how much is the security deposit when I move in?')).toBeUndefined();
    expect(groups('when do I get my deposit back?')).not.toContain('pet-deposit');
  });

  it('reads "a" before a content word as the article, not as a letter', () => {
    expect(keys('can I paint the living room a different colour').some((key) => key.includes('#'))).toBe(false);
  });

  it('reads a count in words, and the pm of a time, as a number, like one in digits', () => {
    const numeric = (text: string): string[] => extractTerms(text).filter((term) => term.numeric).map((term) => term.key);
    expect(numeric('we have three small dogs')).toEqual(['three']);
    expect(numeric('we have 3 small dogs')).toEqual(['3']);
    expect(numeric('water everywhere at 11pm')).toEqual(['11', 'pm']);
    // Numbers a phone writes out as words when it takes dictation.
    expect(numeric('what heat does forty two linden have')).toEqual(['forti', 'two']);
    expect(numeric('after work like five thirty')).toEqual(['five', 'thirti']);
    // A unit after a count is part of it: "for 2 hours" is not about opening hours.
    expect(numeric('can we leave the dog for 2 hours')).toEqual(['2', 'hour']);
    expect(numeric('away for three weeks')).toEqual(['three', 'week']);
    expect(numeric('what are the office hours')).toEqual([]);
  });

  it('reads an hour of the night as the night and one of the working day as the daytime, still a number', () => {
    const groupsOf = (text: string, key: string): string[] =>
      extractTerms(text).find((term) => term.key === key)?.links.map((link) => link.group) ?? [];
    expect(groupsOf('locked out at 11pm', '11')).toEqual(['night']);
    expect(groupsOf('locked out at 8pm how much to open', '8')).toEqual(['night']);
    expect(groupsOf('locked out at 2 am', '2')).toEqual(['night']);
    expect(groupsOf('locked out at 3pm', '3')).toEqual(['daytime']);
    expect(groupsOf('locked out at 11 am on a tuesday', '11')).toEqual(['daytime']);
    expect(groupsOf('locked out at 7pm', '7')).toEqual([]);
  });

  it('reads what follows "for" as a purpose, except after the rules, code or fee it is of', () => {
    const modifiers = (text: string) => extractTerms(text).filter((term) => term.modifier).map((term) => term.key);
    expect(modifiers('is there a crib for the baby')).toEqual(['babi']);
    expect(modifiers('any rules for the hot tub')).toEqual([]);
    expect(modifiers('is there a fee for paying by bank transfer')).toEqual([]);
  });

  it('reads the room of their own home where something happens as placing it, like a purpose', () => {
    const modifiers = (text: string) => extractTerms(text).filter((term) => term.modifier).map((term) => term.key);
    expect(modifiers('I smell gas in my kitchen, what do I do')).toEqual(['kitchen']);
    expect(modifiers('I am punching in my code and nothing happens')).toEqual([]);
  });

  it('reads the outdoor spot of a home where something happens as placing it', () => {
    const modifiers = (text: string) => extractTerms(text).filter((term) => term.modifier).map((term) => term.key);
    expect(modifiers('is it ok to fly my drone from the yard?')).toEqual(['yard']);
    expect(modifiers('fireworks in the backyard ok?')).toEqual(['backyard']);
    expect(modifiers('is the yard fenced?')).toEqual([]);
  });
});
