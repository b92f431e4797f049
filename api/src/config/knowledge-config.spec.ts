import { ConfigValidationError, loadConfig } from './load-config';

function problemsOf(env: NodeJS.ProcessEnv): string {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigValidationError);
    return (error as Error).message;
  }
  throw new Error('the configuration was accepted');
}

describe('loadConfig: jobs, page fetching and the LLM provider', () => {
  it('defaults to no LLM, no allowed private hosts and the default queue prefix', () => {
    expect(loadConfig({})).toMatchObject({ openai: null, fetchAllowHosts: [], jobQueuePrefix: 'property-agents' });
  });

  it('reads the provider settings once a key is set', () => {
    const config = loadConfig({
      OPENAI_API_KEY: 'sk-test',
      OPENAI_BASE_URL: 'http://127.0.0.1:9999/v1',
      OPENAI_MODEL: 'gpt-4.1-mini',
      OPENAI_TIMEOUT_MS: '1500',
      FETCH_ALLOW_HOSTS: '127.0.0.1:8080, docs.internal:443',
      JOB_QUEUE_PREFIX: 'agents-eu',
    });

    expect(config.openai).toEqual({ apiKey: 'sk-test', baseUrl: 'http://127.0.0.1:9999/v1', model: 'gpt-4.1-mini', timeoutMs: 1500 });
    expect(config.fetchAllowHosts).toEqual(['127.0.0.1:8080', 'docs.internal:443']);
    expect(config.jobQueuePrefix).toBe('agents-eu');
  });

  it('uses gpt-4o-mini, the default endpoint and a 20 s timeout unless told otherwise', () => {
    expect(loadConfig({ OPENAI_API_KEY: 'sk-test' }).openai).toEqual({
      apiKey: 'sk-test',
      baseUrl: null,
      model: 'gpt-4o-mini',
      timeoutMs: 20_000,
    });
  });

  it.each([
    [{ FETCH_ALLOW_HOSTS: '127.0.0.1' }, 'FETCH_ALLOW_HOSTS entry "127.0.0.1" must be host:port, e.g. 127.0.0.1:8080'],
    [{ FETCH_ALLOW_HOSTS: 'a:80,b:99999' }, 'FETCH_ALLOW_HOSTS entry "b:99999" must be host:port, e.g. 127.0.0.1:8080'],
    [{ OPENAI_BASE_URL: 'ftp://models' }, 'OPENAI_BASE_URL must be a URL starting with http:// or https://'],
    [{ OPENAI_TIMEOUT_MS: 'soon' }, 'OPENAI_TIMEOUT_MS must be an integer between 100 and 600000'],
    [{ JOB_QUEUE_PREFIX: 'a:b' }, 'JOB_QUEUE_PREFIX must be 1 to 64 letters, digits, - or _'],
  ])('refuses %j, naming the variable', (env, message) => {
    expect(problemsOf(env)).toBe(`Invalid configuration: ${message}`);
  });
});
