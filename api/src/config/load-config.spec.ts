import { resolve } from 'node:path';
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

describe('loadConfig', () => {
  it('applies the defaults to an empty environment', () => {
    const config = loadConfig({});

    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      dataDir: resolve('./data'),
      databaseUrl: null,
      databasePoolSize: 1,
      redisUrl: null,
      logLevel: 'info',
      trustProxy: false,
      remotes: {
        mfe_agents: '/remotes/mfe-agents/remoteEntry.js',
        mfe_channels: '/remotes/mfe-channels/remoteEntry.js',
        mfe_tools: '/remotes/mfe-tools/remoteEntry.js',
        mfe_widget: '/remotes/mfe-widget/remoteEntry.js',
      },
    });
    expect(config.webRoot).toBe(resolve(__dirname, '..', '..', '..'));
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '127.0.0.1',
      DATA_DIR: '/var/lib/agents',
      DATABASE_URL: 'postgresql://app:secret@db:5432/agents',
      DATABASE_POOL_SIZE: '20',
      REDIS_URL: 'redis://cache:6379/0',
      LOG_LEVEL: 'warn',
      WEB_ROOT: '/srv/web',
      REMOTE_MFE_WIDGET_URL: 'https://cdn.example.com/widget/remoteEntry.js',
      TRUST_PROXY: 'true',
    });

    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      dataDir: '/var/lib/agents',
      databaseUrl: 'postgresql://app:secret@db:5432/agents',
      databasePoolSize: 20,
      redisUrl: 'redis://cache:6379/0',
      logLevel: 'warn',
      webRoot: '/srv/web',
      trustProxy: true,
    });
    expect(config.remotes.mfe_widget).toBe('https://cdn.example.com/widget/remoteEntry.js');
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: ' ' })).toMatchObject({ port: 3000, databaseUrl: null });
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT must be an integer between 0 and 65535'],
    [{ PORT: '70000' }, 'PORT must be an integer between 0 and 65535'],
    [{ DATABASE_URL: 'mysql://db/app' }, 'DATABASE_URL must be a URL starting with postgres:// or postgresql://'],
    [{ DATABASE_URL: 'not a url' }, 'DATABASE_URL must be a URL starting with postgres:// or postgresql://'],
    [{ REDIS_URL: 'http://cache' }, 'REDIS_URL must be a URL starting with redis:// or rediss://'],
    [{ LOG_LEVEL: 'verbose' }, 'LOG_LEVEL must be one of: fatal, error, warn, info, debug, trace, silent'],
    [{ TRUST_PROXY: 'maybe' }, 'TRUST_PROXY must be true or false'],
    [{ DATABASE_POOL_SIZE: '0', DATABASE_URL: 'postgres://db/app' }, 'DATABASE_POOL_SIZE must be an integer between 1 and 100'],
  ])('refuses %j, naming the variable', (env, message) => {
    expect(problemsOf(env)).toBe(`Invalid configuration: ${message}`);
  });

  it('lists every bad variable at once', () => {
    const message = problemsOf({ PORT: 'abc', LOG_LEVEL: 'loud' });

    expect(message).toContain('PORT');
    expect(message).toContain('LOG_LEVEL');
  });
});
