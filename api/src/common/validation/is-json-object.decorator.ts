import { ValidateBy, type ValidationOptions } from 'class-validator';

export interface IsJsonObjectOptions {
  maxBytes: number;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    return false;
  }
  const prototype = Object.getPrototypeOf(value) as unknown;
  return prototype === Object.prototype || prototype === null;
}

/** A JSON object (not an array, not null) whose serialised form stays within `maxBytes`. */
export function IsJsonObject(options: IsJsonObjectOptions, validationOptions?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'isJsonObject',
      validator: {
        validate(value: unknown) {
          return isPlainObject(value) && Buffer.byteLength(JSON.stringify(value)) <= options.maxBytes;
        },
        defaultMessage: (args) => {
          const property = args?.property ?? 'value';
          return isPlainObject(args?.value)
            ? `${property} must be at most ${options.maxBytes} bytes as JSON`
            : `${property} must be an object`;
        },
      },
    },
    validationOptions,
  );
}
