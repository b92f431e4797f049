import { PASSWORD_MAX_LENGTH, type LoginRequest } from '@app/contracts';
import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { Trim } from '../../common/validation/trim.decorator';

export class LoginDto implements LoginRequest {
  @ApiProperty({ format: 'email' })
  @Trim({ lowercase: true })
  @IsString()
  @IsNotEmpty()
  @MaxLength(254)
  email: string;

  @ApiProperty()
  @IsString()
  @IsNotEmpty()
  @MaxLength(PASSWORD_MAX_LENGTH)
  password: string;
}
