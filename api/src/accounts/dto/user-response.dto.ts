import type { User as UserJson } from '@app/contracts';
import { ApiProperty } from '@nestjs/swagger';
import type { User } from '../user.entity';

export class UserResponseDto implements UserJson {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty()
  name: string;

  @ApiProperty({ format: 'email' })
  email: string;

  @ApiProperty({ format: 'uuid' })
  accountId: string;

  @ApiProperty({ format: 'date-time' })
  createdAt: string;
}

export function toUserResponse(user: User): UserJson {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    accountId: user.accountId,
    createdAt: user.createdAt.toISOString(),
  };
}
