import { Injectable, NotFoundException, type PipeTransform } from '@nestjs/common';
import { isUUID } from 'class-validator';

/** A malformed id can name no record, so it answers exactly like a missing one. */
@Injectable()
export class ParseUuidOrNotFoundPipe implements PipeTransform<string, string> {
  constructor(private readonly notFoundMessage: string) {}

  transform(value: string): string {
    if (!isUUID(value)) {
      throw new NotFoundException(this.notFoundMessage);
    }
    return value.toLowerCase();
  }
}
