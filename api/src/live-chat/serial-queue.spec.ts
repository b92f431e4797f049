import { SerialQueue } from './serial-queue';

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('SerialQueue', () => {
  it('runs the tasks of one key one after another, in order', async () => {
    const queue = new SerialQueue();
    const log: string[] = [];
    const task = (name: string, delay: number) => async () => {
      log.push(`${name} start`);
      await new Promise((resolve) => setTimeout(resolve, delay));
      log.push(`${name} end`);
    };

    void queue.run('visitor', task('first', 20));
    void queue.run('visitor', task('second', 1));
    await queue.idle();

    expect(log).toEqual(['first start', 'first end', 'second start', 'second end']);
  });

  it('runs different keys side by side', async () => {
    const queue = new SerialQueue();
    const log: string[] = [];
    let release: () => void = () => undefined;
    void queue.run('a', () => new Promise<void>((resolve) => (release = resolve)).then(() => void log.push('a')));
    void queue.run('b', async () => void log.push('b'));
    await tick();

    expect(log).toEqual(['b']);
    release();
    await queue.idle();
    expect(log).toEqual(['b', 'a']);
  });

  it('goes on after a failing task and forgets finished keys', async () => {
    const queue = new SerialQueue();
    const failing = queue.run('a', () => Promise.reject(new Error('boom')));
    const after = queue.run('a', async () => undefined);

    await expect(failing).rejects.toThrow('boom');
    await expect(after).resolves.toBeUndefined();
    await queue.idle();
    await tick();
    expect(queue.size).toBe(0);
  });
});
