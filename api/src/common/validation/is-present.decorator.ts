import { ValidateIf, type ValidationOptions } from 'class-validator';

/**
 * Optional, but unlike `@IsOptional()` a null value is still validated (and refused):
 * for fields stored in NOT NULL columns.
 */
export function IsOptionalNotNull(options?: ValidationOptions): PropertyDecorator {
  return ValidateIf((_object: object, value: unknown) => value !== undefined, options);
}
