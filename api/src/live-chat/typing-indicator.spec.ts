import { TYPING_DELAY_MS, TypingIndicator } from './typing-indicator';

describe('TypingIndicator', () => {
  let sent: boolean[];
  let typing: TypingIndicator;

  beforeEach(() => {
    jest.useFakeTimers();
    sent = [];
    typing = new TypingIndicator((shown) => sent.push(shown));
  });
  afterEach(() => jest.useRealTimers());

  it('sends nothing for a reply that comes sooner than the delay', () => {
    jest.advanceTimersByTime(TYPING_DELAY_MS - 1);
    typing.end();
    jest.advanceTimersByTime(TYPING_DELAY_MS);
    expect(sent).toEqual([]);
  });

  it('shows typing once the reply takes longer, and hides it at the end', () => {
    jest.advanceTimersByTime(TYPING_DELAY_MS);
    expect(sent).toEqual([true]);
    typing.end();
    typing.end();
    expect(sent).toEqual([true, false]);
  });

  it('shows no typing for a reply that starts streaming before the delay, and ends it so an unkept reply goes', () => {
    typing.writing();
    jest.advanceTimersByTime(TYPING_DELAY_MS * 2);
    expect(sent).toEqual([]);
    typing.end();
    typing.end();
    expect(sent).toEqual([false]);
  });

  it('keeps typing shown while a slow reply streams, until it ends', () => {
    jest.advanceTimersByTime(TYPING_DELAY_MS);
    typing.writing();
    expect(sent).toEqual([true]);
    typing.end();
    expect(sent).toEqual([true, false]);
  });
});
