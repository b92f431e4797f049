import { openJoinedTerms } from './coordination';
import { extractTerms, textFeatures } from './terms';

const keysOpen = (question: string, reply: string): string[] =>
  openJoinedTerms(question, extractTerms(question), textFeatures(reply)).map((term) => term.key);

describe('openJoinedTerms', () => {
  it('finds the thing on the other side of "and" that a reply leaves open', () => {
    expect(keysOpen('what are the office hours and phone number?', 'Office hours are 9:00 am to 5:00 pm.')).toEqual(['phone number']);
    expect(keysOpen('the phone number & office hours?', 'Office hours are 9:00 am to 5:00 pm.')).toEqual(['phone number']);
  });

  it('finds nothing when the reply answers both sides, or the question joins nothing', () => {
    expect(keysOpen('what are the office hours and phone number?', 'Office hours are 9 to 5; phone: (555) 308-4400.')).toEqual([]);
    expect(keysOpen('what are the office hours on saturday?', 'Office hours are 9:00 am to 5:00 pm.')).toEqual([]);
  });

  it('keeps open the other of two names of one kind of thing asked side by side', () => {
    // The email line is contact information, yet it does not give the phone number.
    expect(keysOpen("what's the phone number and email for the office?", 'Email: office@maplestreetpm.com.')).toEqual(['phone number']);
    expect(keysOpen("what's the phone number and email for the office?", 'Email: office@example.com. Phone number: (555) 308-4400.')).toEqual([]);
  });

  it('finds the other side of a comparison: "more than", "which costs more, … or …"', () => {
    expect(keysOpen('Is the pet fee more than the cleaning fee?', 'A pet fee of $75 per stay applies.')).toEqual(['clean fee']);
    expect(keysOpen('which costs more, early check-in or late checkout?', 'Early check-in from 1:00 pm is possible for $35.')).toEqual(['late checkout']);
  });

  it('reads "or" as joining two things only when the question compares them', () => {
    // "gas or electric" asks which of the two the stove is; one answer settles it.
    expect(keysOpen('is the stove gas or electric?', 'The kitchen has a gas stove.')).toEqual([]);
  });

  it('reads only things named next to the "and"', () => {
    // "pool" is answered, but "parking" is far from the "and" that joins the two children.
    expect(keysOpen('is the pool ok for my son and daughter, we will leave the car in the parking lot', 'The pool is open to children.')).toEqual([]);
  });
});
