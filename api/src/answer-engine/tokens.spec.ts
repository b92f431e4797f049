import { tokenize } from './tokens';

const words = (text: string) => tokenize(text).map((token) => token.word);

describe('tokenize', () => {
  it('reads a clock time written together as the knowledge writes it', () => {
    expect(words('Is it possible to checkin at 1pm or 11AM?')).toEqual(['is', 'it', 'possible', 'to', 'checkin', 'at', '1', 'pm', 'or', '11', 'am']);
    expect(words('Check-in from 1:00 pm')).toEqual(['check', 'in', 'from', '1', '00', 'pm']);
  });

  it('reads an age written short ("9yo", "6 y/o", "10 yrs old") as "year old"', () => {
    expect(words('my 9yo and a 6 y/o')).toEqual(['my', '9', 'year', 'old', 'and', 'a', '6', 'year', 'old']);
    expect(words('our 10 yrs old')).toEqual(['our', '10', 'year', 'old']);
    expect(words('yo 2 quick questions')).toEqual(['yo', '2', 'quick', 'questions']);
  });

  it('leaves other words with digits whole', () => {
    expect(words('Unit 5B, 24/7, 3pmx')).toEqual(['unit', '5b', '24', '7', '3pmx']);
  });

  it('reads short forms as the words they stand for', () => {
    expect(words("I'd love to, we'll see, they're here, we've got it")).toEqual(
      ['i', 'would', 'love', 'to', 'we', 'will', 'see', 'they', 'are', 'here', 'we', 'have', 'got', 'it'],
    );
    expect(words("what's the guest's code")).toEqual(['what', 'the', 'guest', 'code']);
  });

  it('reads the chat shorthand "w" and "w/" as "with"', () => {
    expect(words('what do we do w the kids, w/ a dog')).toEqual(['what', 'do', 'we', 'do', 'with', 'the', 'kids', 'with', 'a', 'dog']);
    expect(words('Building W has the gym')).toEqual(['building', 'w', 'has', 'the', 'gym']);
  });

  it('reads chat shorthand ("b4", "u", "ur", "n", "ppl", "bf", "shld", "cc") as the words', () => {
    expect(words('water n electric for 2 ppl and my bf')).toEqual(['water', 'and', 'electric', 'for', '2', 'people', 'and', 'my', 'boyfriend']);
    expect(words('anything to do b4 we leave')).toEqual(['anything', 'to', 'do', 'before', 'we', 'leave']);
    expect(words('do i have to tell u, is ur office open')).toEqual(['do', 'i', 'have', 'to', 'tell', 'you', 'is', 'your', 'office', 'open']);
    expect(words('unit U is on the left')).toEqual(['unit', 'u', 'is', 'on', 'the', 'left']);
    expect(words('can we get a 2nd spot')).toEqual(['can', 'we', 'get', 'a', 'second', 'spot']);
    expect(words('where shld we go, abt 7')).toEqual(['where', 'should', 'we', 'go', 'about', '7']);
    expect(words('pay by cc, who manages my bldg')).toEqual(['pay', 'by', 'credit', 'card', 'who', 'manages', 'my', 'building']);
    expect(words('open house this wknd')).toEqual(['open', 'house', 'this', 'weekend']);
    expect(words('hubby wants to come')).toEqual(['husband', 'wants', 'to', 'come']);
  });
});
