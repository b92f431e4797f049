import { formatMessageTime } from './format-time';

describe('formatMessageTime', () => {
  it('shows en-US hours and minutes', () => {
    expect(formatMessageTime(new Date(2025, 0, 1, 9, 5))).toBe('09:05 AM');
    expect(formatMessageTime(new Date(2025, 0, 1, 17, 30, 45))).toBe('05:30 PM');
  });
});
