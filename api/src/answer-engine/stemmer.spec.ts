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
