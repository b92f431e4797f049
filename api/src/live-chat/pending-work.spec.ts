import { PendingWork } from './pending-work';

describe('PendingWork', () => {
  it('has a key until every piece of work begun under it has ended', () => {
    const pending = new PendingWork();
    const first = pending.begin('visitor');
    const second = pending.begin('visitor');

    first();
    expect(pending.has('visitor')).toBe(true);
    second();
    expect(pending.has('visitor')).toBe(false);
  });

  it('counts a piece of work ended twice once', () => {
    const pending = new PendingWork();
    const first = pending.begin('visitor');
    pending.begin('visitor');

    first();
    first();

    expect(pending.has('visitor')).toBe(true);
  });

  it('keeps keys apart', () => {
    const pending = new PendingWork();
    pending.begin('a');

    expect(pending.has('b')).toBe(false);
  });
});
