import { correctWord, withinOneEdit } from './spelling';
import { correctQuestion } from './search-query';

describe('withinOneEdit', () => {
  it.each([
    ['pasword', 'password', true],
    ['parkign', 'parking', true],
    ['laundy', 'laundry', true],
    ['thermostst', 'thermostat', true],
    ['parking', 'parked', false],
    ['cot', 'cottage', false],
  ])('%s ~ %s is %s', (a, b, expected) => {
    expect(withinOneEdit(a, b)).toBe(expected);
  });
});

describe('correctWord', () => {
  const known = new Set(['password', 'passwords', 'parking', 'laundry', 'house', 'deposit', 'depot']);

  it('fixes one typo in a word of five letters or more', () => {
    expect(correctWord('pasword', known)).toBe('password');
    expect(correctWord('parkng', known)).toBe('parking');
  });

  it('leaves short, known, numeric and ambiguous words alone', () => {
    expect(correctWord('hose', known)).toBe('hose');
    expect(correctWord('house', known)).toBe('house');
    expect(correctWord('2024x', known)).toBe('2024x');
    expect(correctWord('trals', new Set(['trails', 'trials']))).toBe('trals');
  });

  it('leaves a known word in another form alone', () => {
    expect(correctWord('keeping', new Set(['beeping', 'keep']))).toBe('keeping');
    expect(correctWord('beepin', new Set(['beeping', 'keep']))).toBe('beeping');
  });

  it('prefers, among two words a typo away, the only one keeping the first letter', () => {
    expect(correctWord('adress', new Set(['address', 'dress']))).toBe('address');
  });

  it('prefers, among words a typo away, the only one the typed word lacks a letter of', () => {
    expect(correctWord('towls', new Set(['towels', 'tools']))).toBe('towels');
    expect(correctWord('depost', new Set(['deposit', 'depot']))).toBe('deposit');
  });

  it('never rewrites into a protected word', () => {
    expect(correctWord('horse', known, new Set(['house']))).toBe('horse');
  });
});

describe('correctQuestion', () => {
  it('fixes typos of topic words but leaves filler alone ("really" is not "realty")', () => {
    const known = new Set(['realty', 'music', 'loud']);
    expect(correctQuestion('musik really loud', known)).toBe('music really loud');
  });

  it('leaves everyday verbs and feelings alone: "gotten" is not "rotten", "freak out" not "break"', () => {
    const known = new Set(['rotten', 'break', 'lockbox', 'stairs']);
    expect(correctQuestion('havent gotten the lockbox code', known)).toBe('havent gotten the lockbox code');
    expect(correctQuestion('the stairs freak me out', known)).toBe('the stairs freak me out');
  });
});
