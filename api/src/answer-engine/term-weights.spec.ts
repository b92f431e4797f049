import { weighTerms } from './term-weights';
import { extractTerms, textFeatures } from './terms';

describe('weighTerms', () => {
  const knowledge = [textFeatures('The farmers market runs every Saturday morning.'), textFeatures('Ask us the day before you leave.')];
  const meaningOf = (text: string, told: boolean): number => {
    const [weighted] = weighTerms(extractTerms(text).map((term) => ({ term, factor: 1, told })), knowledge);
    return weighted!.meaning;
  };

  it('weighs a day or an unknown word the visitor only tells as the situation, not the question', () => {
    expect(meaningOf('saturday', true)).toBeCloseTo(0.3);
    expect(meaningOf('membership', true)).toBeCloseTo(0.3);
  });

  it('weighs an asked day no candidate names itself as placing the question', () => {
    expect(meaningOf('sunday', false)).toBeCloseTo(0.3);
    expect(meaningOf('monday', false)).toBeCloseTo(0.3);
  });

  it('keeps the full weight of the same words when they are asked, and of told words the knowledge knows', () => {
    expect(meaningOf('saturday', false)).toBe(1);
    expect(meaningOf('membership', false)).toBe(1);
    expect(meaningOf('market', true)).toBe(1);
  });

  it('weighs when the visitor\'s situation happens ("last week", "next month") and "what next?", "in the middle of my call", "since friday" or "the full address", "my laptop", "an old couch", "my deposit back" or "two tired kids", "a small fish tank", "been operating", "fix stuff", "a good spot", "the best place in town", "stood outside", "choosing between", "stay all together", "9 people total", "while I\'m away" as weak words', () => {
    expect(meaningOf('last week', false)).toBeCloseTo(0.35);
    expect(meaningOf('next month', false)).toBeCloseTo(0.35);
    expect(meaningOf('next', false)).toBeCloseTo(0.35);
    expect(meaningOf('middle', false)).toBeCloseTo(0.35);
    expect(meaningOf('since', false)).toBeCloseTo(0.35);
    expect(meaningOf('past', false)).toBeCloseTo(0.35);
    expect(meaningOf('full', false)).toBeCloseTo(0.35);
    expect(meaningOf('laptop', false)).toBeCloseTo(0.35);
    expect(meaningOf('old', false)).toBeCloseTo(0.35);
    expect(meaningOf('back', false)).toBeCloseTo(0.35);
    expect(meaningOf('tired', false)).toBeCloseTo(0.35);
    expect(meaningOf('young', false)).toBeCloseTo(0.35);
    expect(meaningOf('small', false)).toBeCloseTo(0.35);
    expect(meaningOf('been operating', false)).toBeCloseTo(0.35);
    expect(meaningOf('stuff', false)).toBeCloseTo(0.35);
    expect(meaningOf('spot', false)).toBeCloseTo(0.35);
    expect(meaningOf('town', false)).toBeCloseTo(0.35);
    expect(meaningOf('outside', false)).toBeCloseTo(0.35);
    expect(meaningOf('choosing', false)).toBeCloseTo(0.35);
    expect(meaningOf('together', false)).toBeCloseTo(0.35);
    expect(meaningOf('total', false)).toBeCloseTo(0.35);
    expect(meaningOf('away', false)).toBeCloseTo(0.35);
    expect(meaningOf('is that a problem', false)).toBeCloseTo(0.35);
    expect(meaningOf('exist', false)).toBeCloseTo(0.35);
    expect(meaningOf('sounded', false)).toBeCloseTo(0.35);
    expect(meaningOf('seems', false)).toBeCloseTo(0.35);
    expect(meaningOf('last', false)).toBe(1);
  });

  it('weighs who something is for ("my son cut his foot", "a 6 month old"), who handles it, joining or switching something as weak words', () => {
    expect(meaningOf('son', false)).toBeCloseTo(0.35);
    expect(meaningOf('daughter', false)).toBeCloseTo(0.35);
    expect(meaningOf('handling', false)).toBeCloseTo(0.35);
    expect(meaningOf('month old', false)).toBeCloseTo(0.35);
    expect(meaningOf('granddaughter', false)).toBeCloseTo(0.35);
    expect(meaningOf('grandchildren', false)).toBeCloseTo(0.35);
    expect(meaningOf('nephew', false)).toBeCloseTo(0.35);
    expect(meaningOf('grandmother', false)).toBeCloseTo(0.35);
    expect(meaningOf('responsible', false)).toBeCloseTo(0.35);
    expect(meaningOf('haul', false)).toBeCloseTo(0.35);
    expect(meaningOf('kids', false)).toBeCloseTo(0.35);
    expect(meaningOf('judge', false)).toBeCloseTo(0.35);
    expect(meaningOf('calm', false)).toBeCloseTo(0.35);
    expect(meaningOf('driving me crazy', false)).toBeCloseTo(0.35);
    expect(meaningOf('every minute', false)).toBeCloseTo(0.35);
    expect(meaningOf('country', false)).toBeCloseTo(0.35);
    expect(meaningOf('paperwork', false)).toBeCloseTo(0.35);
    expect(meaningOf('form', false)).toBeCloseTo(0.35);
    expect(meaningOf('new', false)).toBeCloseTo(0.35);
    expect(meaningOf('options', false)).toBeCloseTo(0.35);
    expect(meaningOf('forecast', false)).toBeCloseTo(0.35);
    expect(meaningOf('hobby', false)).toBeCloseTo(0.35);
    expect(meaningOf('comparing', false)).toBeCloseTo(0.35);
    expect(meaningOf('first-time buyer', false)).toBeCloseTo(0.35);
    expect(meaningOf('asking for my friend', false)).toBeCloseTo(0.35);
    expect(meaningOf('join', false)).toBeCloseTo(0.35);
    expect(meaningOf('switch', false)).toBeCloseTo(0.35);
    expect(meaningOf('every', false)).toBeCloseTo(0.35);
    expect(meaningOf('forgot', false)).toBeCloseTo(0.35);
    expect(meaningOf('hospital', false)).toBe(1);
  });
});
