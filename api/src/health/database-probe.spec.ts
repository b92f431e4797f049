import type { DataSource } from 'typeorm';
import { DatabaseProbe } from './database-probe';

function fakeDataSource(answer: () => Promise<unknown>) {
  const query = jest.fn(answer);
  return { dataSource: { query } as unknown as DataSource, query };
}

describe('DatabaseProbe', () => {
  it('pings once for concurrent callers and reuses the answer for a second', async () => {
    const { dataSource, query } = fakeDataSource(() => Promise.resolve([{ '?column?': 1 }]));
    const probe = new DatabaseProbe(dataSource);

    const answers = await Promise.all([probe.isUp(), probe.isUp(), probe.isUp()]);
    await probe.isUp(Date.now() + 500);

    expect(answers).toEqual([true, true, true]);
    expect(query).toHaveBeenCalledTimes(1);
  });

  it('pings again once the answer is older than a second', async () => {
    const { dataSource, query } = fakeDataSource(() => Promise.resolve([]));
    const probe = new DatabaseProbe(dataSource);

    await probe.isUp();
    await probe.isUp(Date.now() + 1500);

    expect(query).toHaveBeenCalledTimes(2);
  });

  it('reports the database down when the ping fails', async () => {
    const { dataSource } = fakeDataSource(() => Promise.reject(new Error('connection refused')));

    await expect(new DatabaseProbe(dataSource).isUp()).resolves.toBe(false);
  });
});
