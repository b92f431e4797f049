import { resolve } from 'node:path';
import { parseAllowHosts } from '../fetcher/allow-hosts';
import { plainToInstance } from 'class-transformer';
import { validateSync, type ValidationError } from 'class-validator';
import { AppConfig } from './app-config';
import { ENVIRONMENT_VARIABLE_NAMES, EnvironmentVariables } from './environment-variables';

/** Both src/config and dist/config sit three levels below the repository root. */
const DEFAULT_WEB_ROOT = resolve(__dirname, '..', '..', '..');
const POSTGRES_POOL_SIZE = 10;

export class ConfigValidationError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration: ${problems.join('; ')}`);
    this.name = 'ConfigValidationError';
  }
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const raw: Record<string, string> = {};
  for (const name of ENVIRONMENT_VARIABLE_NAMES) {
    const value = env[name];
    if (value !== undefined && value.trim() !== '') {
      raw[name] = value.trim();
    }
  }
  const vars = plainToInstance(EnvironmentVariables, raw, { exposeDefaultValues: true });
  const errors = validateSync(vars, { forbidUnknownValues: false, stopAtFirstError: true });
  if (errors.length > 0) {
    throw new ConfigValidationError(errors.flatMap(describe));
  }
  return toAppConfig(vars);
}

function describe(error: ValidationError): string[] {
  return Object.values(error.constraints ?? {});
}

function toAppConfig(vars: EnvironmentVariables): AppConfig {
  const config = new AppConfig();
  config.port = vars.PORT;
  config.host = vars.HOST;
  config.dataDir = resolve(vars.DATA_DIR);
  config.databaseUrl = vars.DATABASE_URL ?? null;
  config.databasePoolSize = config.databaseUrl ? (vars.DATABASE_POOL_SIZE ?? POSTGRES_POOL_SIZE) : 1;
  config.redisUrl = vars.REDIS_URL ?? null;
  config.logLevel = vars.LOG_LEVEL;
  config.webRoot = resolve(vars.WEB_ROOT ?? DEFAULT_WEB_ROOT);
  config.remotes = {
    mfe_agents: vars.REMOTE_MFE_AGENTS_URL,
    mfe_channels: vars.REMOTE_MFE_CHANNELS_URL,
    mfe_tools: vars.REMOTE_MFE_TOOLS_URL,
    mfe_widget: vars.REMOTE_MFE_WIDGET_URL,
  };
  config.trustProxy = vars.TRUST_PROXY;
  config.jobQueuePrefix = vars.JOB_QUEUE_PREFIX;
  config.fetchAllowHosts = parseAllowHosts(vars.FETCH_ALLOW_HOSTS);
  config.openai = vars.OPENAI_API_KEY
    ? {
        apiKey: vars.OPENAI_API_KEY,
        baseUrl: vars.OPENAI_BASE_URL ?? null,
        model: vars.OPENAI_MODEL,
        timeoutMs: vars.OPENAI_TIMEOUT_MS,
      }
    : null;
  config.chatRateLimits = { perVisitor: vars.CHAT_VISITOR_RATE_LIMIT, perAddress: vars.CHAT_ADDRESS_RATE_LIMIT };
  config.signupRateLimit = vars.SIGNUP_RATE_LIMIT;
  config.playgroundRateLimit = vars.PLAYGROUND_RATE_LIMIT;
  config.sentenceEncoder = vars.SENTENCE_ENCODER;
  return config;
}
