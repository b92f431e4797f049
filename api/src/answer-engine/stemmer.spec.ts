import { stem } from './stemmer';

describe('stem', () => {
  // Pairs taken from PostgreSQL: SELECT ts_lexize('english_stem', word).
  it.each([
    ['arrival', 'arriv'],
    ['arriving', 'arriv'],
    ['generously', 'generous'],
    ['laundry', 'laundri'],
    ['conditioning', 'condit'],
    ['parking', 'park'],
    ['dogs', 'dog'],
    ['allowed', 'allow'],
    ['bedrooms', 'bedroom'],
    ['heater', 'heater'],
    ['Cleaning', 'clean'],
  ])('stems %s to %s as PostgreSQL does', (word, expected) => {
    expect(stem(word)).toBe(expected);
  });
});

describe('stem, one step beyond PostgreSQL', () => {
  it('gives a word ending in a double consonant the stem of its -ed and -ing forms', () => {
    expect(stem('add')).toBe(stem('added'));
    expect(stem('staff')).toBe(stem('staffed'));
    expect(stem('fill')).toBe('fill');
  });
});
