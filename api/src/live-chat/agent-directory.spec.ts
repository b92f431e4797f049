import type { WidgetAgent, WidgetService } from '../widget/widget.service';
import { AGENT_CACHE_TTL_MS, AgentDirectory } from './agent-directory';

const AGENT: WidgetAgent = { id: 'a1', accountId: 'acc', name: 'Harbour', available: true, allowedOrigins: [] };

function directoryOver(findAgent: jest.Mock) {
  return new AgentDirectory({ findAgent } as unknown as WidgetService);
}

describe('AgentDirectory', () => {
  afterEach(() => jest.useRealTimers());

  it('reads an agent once for many connections arriving together', async () => {
    const findAgent = jest.fn().mockResolvedValue(AGENT);
    const directory = directoryOver(findAgent);

    const found = await Promise.all(Array.from({ length: 100 }, () => directory.find('a1')));

    expect(found.every((agent) => agent === AGENT)).toBe(true);
    expect(findAgent).toHaveBeenCalledTimes(1);
  });

  it('reads it again once the cached copy is older than the TTL', async () => {
    jest.useFakeTimers({ now: 1_000_000 });
    const findAgent = jest.fn().mockResolvedValueOnce(AGENT).mockResolvedValueOnce({ ...AGENT, available: false });
    const directory = directoryOver(findAgent);

    expect(await directory.isAvailable('a1')).toBe(true);
    jest.setSystemTime(1_000_000 + AGENT_CACHE_TTL_MS - 1);
    expect(await directory.isAvailable('a1')).toBe(true);
    jest.setSystemTime(1_000_000 + AGENT_CACHE_TTL_MS);
    expect(await directory.isAvailable('a1')).toBe(false);
    expect(findAgent).toHaveBeenCalledTimes(2);
  });

  it('treats a missing agent as unavailable and does not remember a failed read', async () => {
    const findAgent = jest.fn().mockRejectedValueOnce(new Error('database away')).mockResolvedValueOnce(null);
    const directory = directoryOver(findAgent);

    await expect(directory.find('a1')).rejects.toThrow('database away');
    expect(await directory.isAvailable('a1')).toBe(false);
    expect(findAgent).toHaveBeenCalledTimes(2);
  });
});
