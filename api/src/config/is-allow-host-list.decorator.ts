import { ValidateBy, type ValidationOptions } from 'class-validator';
import { parseAllowHosts } from '../fetcher/allow-hosts';

function problemWith(value: unknown): string | null {
  if (typeof value !== 'string') {
    return 'FETCH_ALLOW_HOSTS must be a comma-separated list of host:port entries';
  }
  try {
    parseAllowHosts(value);
    return null;
  } catch (error) {
    return (error as Error).message;
  }
}

/** A FETCH_ALLOW_HOSTS list the fetcher accepts; the message names the entry that is wrong. */
export function IsAllowHostList(options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'isAllowHostList',
      validator: {
        validate: (value: unknown) => problemWith(value) === null,
        defaultMessage: (args) => problemWith(args?.value) ?? 'FETCH_ALLOW_HOSTS is invalid',
      },
    },
    options,
  );
}
