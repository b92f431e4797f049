import { formatPhoneNumber } from './format-phone';

describe('formatPhoneNumber', () => {
  it.each([
    ['+15551234567', '(555) 123-4567'],
    ['5551234567', '(555) 123-4567'],
    ['555-123-4567', '(555) 123-4567'],
  ])('formats %s as %s', (input, expected) => {
    expect(formatPhoneNumber(input)).toBe(expected);
  });

  it('leaves numbers that are not US numbers as given', () => {
    expect(formatPhoneNumber('+442071234567')).toBe('+442071234567');
  });
});
