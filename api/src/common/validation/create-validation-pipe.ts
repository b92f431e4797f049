import { ValidationPipe } from '@nestjs/common';

export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    forbidUnknownValues: true,
    // One message per field: the first rule it breaks. class-validator checks a field's rules
    // from the decorator nearest the property up (applyDecorators lists run in their own order),
    // so DTOs put the type check nearest the property.
    stopAtFirstError: true,
  });
}
