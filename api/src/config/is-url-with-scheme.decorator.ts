import { ValidateBy, type ValidationOptions } from 'class-validator';

/** validator.js rejects hosts such as `db` or `127.0.0.1:5432`; WHATWG URL parsing does not. */
export function IsUrlWithScheme(schemes: string[], options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'isUrlWithScheme',
      validator: {
        validate(value: unknown) {
          if (typeof value !== 'string') {
            return false;
          }
          try {
            const url = new URL(value);
            return schemes.includes(url.protocol.slice(0, -1)) && url.hostname !== '';
          } catch {
            return false;
          }
        },
        defaultMessage: (args) =>
          `${args?.property ?? 'value'} must be a URL starting with ${schemes.map((s) => `${s}://`).join(' or ')}`,
      },
    },
    options,
  );
}
