import { Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsInt, IsNotEmpty, IsOptional, IsString, Matches, Max, Min } from 'class-validator';
import { IsAllowHostList } from './is-allow-host-list.decorator';
import { IsUrlWithScheme } from './is-url-with-scheme.decorator';

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** Keeps the raw text when it is not a whole number, so the error names the variable. */
const toInteger = ({ value }: { value: unknown }) =>
  typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;

const toBoolean = ({ value }: { value: unknown }) => {
  if (typeof value !== 'string') {
    return value;
  }
  const normalised = value.trim().toLowerCase();
  if (['true', '1', 'yes'].includes(normalised)) {
    return true;
  }
  if (['false', '0', 'no'].includes(normalised)) {
    return false;
  }
  return value;
};

/** The process environment as the API reads it; every name here is documented in the README. */
export class EnvironmentVariables {
  @Transform(toInteger)
  @IsInt({ message: 'PORT must be an integer between 0 and 65535' })
  @Min(0, { message: 'PORT must be an integer between 0 and 65535' })
  @Max(65535, { message: 'PORT must be an integer between 0 and 65535' })
  PORT: number = 3000;

  @IsString()
  @IsNotEmpty()
  HOST: string = '0.0.0.0';

  @IsString()
  @IsNotEmpty()
  DATA_DIR: string = './data';

  @IsOptional()
  @IsUrlWithScheme(['postgres', 'postgresql'])
  DATABASE_URL?: string;

  @IsOptional()
  @Transform(toInteger)
  @IsInt({ message: 'DATABASE_POOL_SIZE must be an integer between 1 and 100' })
  @Min(1, { message: 'DATABASE_POOL_SIZE must be an integer between 1 and 100' })
  @Max(100, { message: 'DATABASE_POOL_SIZE must be an integer between 1 and 100' })
  DATABASE_POOL_SIZE?: number;

  @IsOptional()
  @IsUrlWithScheme(['redis', 'rediss'])
  REDIS_URL?: string;

  @IsIn(LOG_LEVELS, { message: `LOG_LEVEL must be one of: ${LOG_LEVELS.join(', ')}` })
  LOG_LEVEL: LogLevel = 'info';

  @IsOptional()
  @IsString()
  @IsNotEmpty()
  WEB_ROOT?: string;

  @IsString()
  @IsNotEmpty()
  REMOTE_MFE_AGENTS_URL: string = '/remotes/mfe-agents/remoteEntry.js';

  @IsString()
  @IsNotEmpty()
  REMOTE_MFE_CHANNELS_URL: string = '/remotes/mfe-channels/remoteEntry.js';

  @IsString()
  @IsNotEmpty()
  REMOTE_MFE_TOOLS_URL: string = '/remotes/mfe-tools/remoteEntry.js';

  @IsString()
  @IsNotEmpty()
  REMOTE_MFE_WIDGET_URL: string = '/remotes/mfe-widget/remoteEntry.js';

  @Transform(toBoolean)
  @IsBoolean({ message: 'TRUST_PROXY must be true or false' })
  TRUST_PROXY: boolean = false;

  @Matches(/^[A-Za-z0-9_-]{1,64}$/, { message: 'JOB_QUEUE_PREFIX must be 1 to 64 letters, digits, - or _' })
  JOB_QUEUE_PREFIX: string = 'property-agents';

  @IsOptional()
  @IsAllowHostList()
  FETCH_ALLOW_HOSTS?: string;

  @IsOptional()
  @IsString()
  OPENAI_API_KEY?: string;

  @IsOptional()
  @IsUrlWithScheme(['http', 'https'])
  OPENAI_BASE_URL?: string;

  @IsString()
  @IsNotEmpty()
  OPENAI_MODEL: string = 'gpt-4o-mini';

  @Transform(toInteger)
  @IsInt({ message: 'CHAT_VISITOR_RATE_LIMIT must be an integer between 1 and 1000000' })
  @Min(1, { message: 'CHAT_VISITOR_RATE_LIMIT must be an integer between 1 and 1000000' })
  @Max(1_000_000, { message: 'CHAT_VISITOR_RATE_LIMIT must be an integer between 1 and 1000000' })
  CHAT_VISITOR_RATE_LIMIT: number = 20;

  @Transform(toInteger)
  @IsInt({ message: 'CHAT_ADDRESS_RATE_LIMIT must be an integer between 1 and 1000000' })
  @Min(1, { message: 'CHAT_ADDRESS_RATE_LIMIT must be an integer between 1 and 1000000' })
  @Max(1_000_000, { message: 'CHAT_ADDRESS_RATE_LIMIT must be an integer between 1 and 1000000' })
  CHAT_ADDRESS_RATE_LIMIT: number = 60;

  @Transform(toInteger)
  @IsInt({ message: 'SIGNUP_RATE_LIMIT must be an integer between 1 and 1000000' })
  @Min(1, { message: 'SIGNUP_RATE_LIMIT must be an integer between 1 and 1000000' })
  @Max(1_000_000, { message: 'SIGNUP_RATE_LIMIT must be an integer between 1 and 1000000' })
  SIGNUP_RATE_LIMIT: number = 10;

  @Transform(toInteger)
  @IsInt({ message: 'PLAYGROUND_RATE_LIMIT must be an integer between 1 and 1000000' })
  @Min(1, { message: 'PLAYGROUND_RATE_LIMIT must be an integer between 1 and 1000000' })
  @Max(1_000_000, { message: 'PLAYGROUND_RATE_LIMIT must be an integer between 1 and 1000000' })
  PLAYGROUND_RATE_LIMIT: number = 30;

  @Transform(toBoolean)
  @IsBoolean({ message: 'SENTENCE_ENCODER must be true or false' })
  SENTENCE_ENCODER: boolean = true;

  @Transform(toInteger)
  @IsInt({ message: 'OPENAI_TIMEOUT_MS must be an integer between 100 and 600000' })
  @Min(100, { message: 'OPENAI_TIMEOUT_MS must be an integer between 100 and 600000' })
  @Max(600_000, { message: 'OPENAI_TIMEOUT_MS must be an integer between 100 and 600000' })
  OPENAI_TIMEOUT_MS: number = 20_000;
}

export const ENVIRONMENT_VARIABLE_NAMES = [
  'PORT',
  'HOST',
  'DATA_DIR',
  'DATABASE_URL',
  'DATABASE_POOL_SIZE',
  'REDIS_URL',
  'LOG_LEVEL',
  'WEB_ROOT',
  'REMOTE_MFE_AGENTS_URL',
  'REMOTE_MFE_CHANNELS_URL',
  'REMOTE_MFE_TOOLS_URL',
  'REMOTE_MFE_WIDGET_URL',
  'TRUST_PROXY',
  'JOB_QUEUE_PREFIX',
  'FETCH_ALLOW_HOSTS',
  'OPENAI_API_KEY',
  'OPENAI_BASE_URL',
  'OPENAI_MODEL',
  'OPENAI_TIMEOUT_MS',
  'CHAT_VISITOR_RATE_LIMIT',
  'CHAT_ADDRESS_RATE_LIMIT',
  'SIGNUP_RATE_LIMIT',
  'PLAYGROUND_RATE_LIMIT',
  'SENTENCE_ENCODER',
] as const satisfies readonly (keyof EnvironmentVariables)[];
