import { splitIntoSentences, splitLineIntoSentences } from './sentences';

describe('splitLineIntoSentences', () => {
  it('splits at sentence ends', () => {
    expect(splitLineIntoSentences('Check-in is at 4 pm. Check-out is at 10 am! Any questions?')).toEqual([
      'Check-in is at 4 pm.',
      'Check-out is at 10 am!',
      'Any questions?',
    ]);
  });

  it('keeps decimals, abbreviations and times together', () => {
    expect(splitLineIntoSentences('It has 2.5 baths, e.g. a half bath. Visit 12 Main St. Westport after 3 p.m. daily.')).toEqual([
      'It has 2.5 baths, e.g. a half bath.',
      'Visit 12 Main St. Westport after 3 p.m. daily.',
    ]);
  });
});

describe('splitLineIntoSentences on long input', () => {
  it('reads a run of punctuation once and a run of abbreviations in linear time', () => {
    const started = performance.now();
    expect(splitLineIntoSentences(`Wait${'.'.repeat(100_000)} Then go.`)).toHaveLength(2);
    expect(splitLineIntoSentences('Meet at St. '.repeat(20_000).trim())).toHaveLength(1);
    expect(performance.now() - started).toBeLessThan(2000);
  });
});

describe('splitIntoSentences', () => {
  it('treats each line as a sentence and drops bullet markers', () => {
    expect(splitIntoSentences('Before you go:\n- Load the dishwasher.\n* Take out the trash\n1. Lock up')).toEqual([
      'Before you go:',
      'Load the dishwasher.',
      'Take out the trash',
      'Lock up',
    ]);
  });
});
