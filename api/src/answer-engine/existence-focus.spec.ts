import { askedForThing } from './existence-focus';

const thing = (question: string) => askedForThing(question)?.key ?? null;

describe('askedForThing', () => {
  it('finds the thing a question asks whether there is', () => {
    expect(thing('is there a fireplace in the living room?')).toBe('fireplac');
    expect(thing('does the condo have a gym?')).toBe('gym');
    expect(thing('and does the tv have hulu?')).toBe('hulu');
    expect(thing('Do the apartments come with a dishwasher?')).toBe('dishwash');
  });

  it('finds it when the question is asked indirectly', () => {
    expect(thing('I was wondering whether the Linden Avenue house has a swimming pool in the back yard?')).toBe('swim pool');
    expect(thing('wondering if the cottage comes with a kayak')).toBe('kayak');
  });

  it('reads the thing whole when a known phrase runs past the "for": a deposit for pets is the pet deposit', () => {
    expect(thing('is there a deposit for pets')).toBe('deposit for pet');
    expect(thing('is there a crib for the baby?')).toBe('crib');
    expect(thing('Is there a garage I can put the car in?')).toBe('garag');
  });

  it('ends the thing where the question says when it is wanted', () => {
    expect(thing('does the cottage have any means of cooling it during a summer heatwave?')).toBe('cool');
  });

  it('ends the thing where the question says when it is open', () => {
    expect(thing('is there a grocery store open late')).toBe('groceri store');
    expect(thing('is there a pharmacy still open on sundays?')).toBe('pharmaci');
  });

  it('ends the thing where a run-on message goes on to tell something else', () => {
    expect(thing('is there a coffee machine my husband is useless in the morning without his coffee')).toBe('coffe machin');
    expect(thing('is there a fan because the nights get hot')).toBe('fan');
  });

  it('finds nothing in a question that does not ask whether something is there', () => {
    expect(thing('what happens if the dog has fleas?')).toBeNull();
    expect(thing('where is the fireplace?')).toBeNull();
  });

  it('finds nothing when the question asks for the rules about something, not whether there are any', () => {
    expect(thing('any rules on what temp we set the aircon to')).toBeNull();
    expect(thing('any restrictions on street parking out front?')).toBeNull();
  });

  it('finds nothing in a question asking which of two things there is, either of which answers', () => {
    expect(thing('does the master bath have a tub or a shower?')).toBeNull();
    expect(thing('does the Linden Avenue house have a pool or room to put one in?')).toBe('pool');
  });
});
