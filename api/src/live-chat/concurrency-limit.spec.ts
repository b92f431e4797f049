import { ConcurrencyLimit } from './concurrency-limit';

describe('ConcurrencyLimit', () => {
  it('runs at most `max` tasks at once, the others in arrival order', async () => {
    const limit = new ConcurrencyLimit(2);
    let running = 0;
    let most = 0;
    const order: number[] = [];
    const task = (id: number) => async () => {
      running += 1;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 5));
      order.push(id);
      running -= 1;
      return id;
    };

    const results = await Promise.all([1, 2, 3, 4, 5].map((id) => limit.run(task(id))));

    expect(results).toEqual([1, 2, 3, 4, 5]);
    expect(most).toBe(2);
    expect(order.slice(2)).toEqual([3, 4, 5]);
  });

  it('frees the slot of a failing task', async () => {
    const limit = new ConcurrencyLimit(1);

    await expect(limit.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await expect(limit.run(async () => 'next')).resolves.toBe('next');
    expect(limit.pending).toBe(0);
  });
});
