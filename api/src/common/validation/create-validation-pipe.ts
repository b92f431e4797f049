import { ValidationPipe } from '@nestjs/common';

export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    forbidUnknownValues: true,
    // One message per field: the first rule it breaks, in the order the DTO declares them.
    stopAtFirstError: true,
  });
}
