import type { WidgetAgent, WidgetService } from '../widget/widget.service';
import { AGENT_CACHE_TTL_MS, AgentDirectory } from './agent-directory';
import { AGENT_UNAVAILABLE, ORIGIN_NOT_ALLOWED } from './chat-errors';

const AGENT: WidgetAgent = { id: 'a1', accountId: 'acc', name: 'Harbour', available: true, allowedOrigins: [] };
const WIDGET = { agentId: 'a1', origin: 'https://harbour.example', host: 'app.example', embeddedIn: undefined };

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

    expect(await directory.check(WIDGET)).toEqual({ agent: AGENT, refusal: null });
    jest.setSystemTime(1_000_000 + AGENT_CACHE_TTL_MS - 1);
    expect((await directory.check(WIDGET)).refusal).toBeNull();
    jest.setSystemTime(1_000_000 + AGENT_CACHE_TTL_MS);
    expect((await directory.check(WIDGET)).refusal).toBe(AGENT_UNAVAILABLE);
    expect(findAgent).toHaveBeenCalledTimes(2);
  });

  it('treats a missing agent as unavailable and does not remember a failed read', async () => {
    const findAgent = jest.fn().mockRejectedValueOnce(new Error('database away')).mockResolvedValueOnce(null);
    const directory = directoryOver(findAgent);

    await expect(directory.find('a1')).rejects.toThrow('database away');
    expect((await directory.check(WIDGET)).refusal).toBe(AGENT_UNAVAILABLE);
    expect(findAgent).toHaveBeenCalledTimes(2);
  });

  it('refuses a website the agent no longer lists among its allowed ones, whether the agent is available or not', async () => {
    const listsOther = { ...AGENT, allowedOrigins: ['https://other.example'] };

    expect((await directoryOver(jest.fn().mockResolvedValue(listsOther)).check(WIDGET)).refusal).toBe(ORIGIN_NOT_ALLOWED);
    expect((await directoryOver(jest.fn().mockResolvedValue({ ...listsOther, available: false })).check(WIDGET)).refusal).toBe(ORIGIN_NOT_ALLOWED);
  });
});
