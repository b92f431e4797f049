import { Deadline } from './deadline';

describe('Deadline', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('aborts with a timeout once its time is up, not before', () => {
    const deadline = new Deadline(1000);
    jest.advanceTimersByTime(999);
    expect(deadline.signal.aborted).toBe(false);
    jest.advanceTimersByTime(1);
    expect(deadline.signal.aborted).toBe(true);
    expect((deadline.signal.reason as DOMException).name).toBe('TimeoutError');
  });

  it("aborts with the caller's reason when the caller aborts, even before it was made", () => {
    const caller = new AbortController();
    const deadline = new Deadline(1000, caller.signal);
    caller.abort(new Error('taken over'));
    expect(deadline.signal.reason).toEqual(new Error('taken over'));

    const early = new Deadline(1000, AbortSignal.abort('gone'));
    expect(early.signal.reason).toBe('gone');
  });

  it('once cleared, neither the time nor the caller aborts it', () => {
    const caller = new AbortController();
    const deadline = new Deadline(1000, caller.signal);
    deadline.clear();
    jest.advanceTimersByTime(5000);
    caller.abort();
    expect(deadline.signal.aborted).toBe(false);
  });
});
