import { textToneOn } from './colours';

describe('textToneOn', () => {
  it.each([
    ['#000000', 'light'],
    ['#1d4ed8', 'light'],
    ['#ffffff', 'dark'],
    ['#fde047', 'dark'],
    ['#fff', 'dark'],
    ['#ffffff80', 'dark'],
  ])('%s takes %s text', (colour, tone) => {
    expect(textToneOn(colour)).toBe(tone);
  });
});
