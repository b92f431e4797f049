import { agentsApi } from './agents';
import { createAppStore } from './store';

const agent = { id: 'a1', name: 'Ada', status: 'training' };

describe('agents endpoints in the shared store', () => {
  const fetchSpy = jest.spyOn(globalThis, 'fetch');
  afterEach(() => fetchSpy.mockReset());

  it('refetches the agent list after an agent is created and never before', async () => {
    const store = createAppStore();
    fetchSpy.mockImplementation(async () => new Response(JSON.stringify([agent]), { headers: { 'content-type': 'application/json' } }));

    await store.dispatch(agentsApi.endpoints.getAgents.initiate());
    await store.dispatch(agentsApi.endpoints.getAgents.initiate());
    expect(fetchSpy).toHaveBeenCalledTimes(1);

    fetchSpy.mockImplementationOnce(async () => new Response(JSON.stringify(agent), { status: 201, headers: { 'content-type': 'application/json' } }));
    await store.dispatch(agentsApi.endpoints.createAgent.initiate({ name: 'Ada' }));
    await new Promise((resolve) => setTimeout(resolve, 10));
    const urls = fetchSpy.mock.calls.map(([url, init]) => `${init?.method ?? 'GET'} ${String(url)}`);
    expect(urls).toEqual(['GET /api/agents', 'POST /api/agents', 'GET /api/agents']);
  });
});
