import { EMAIL_MAX_LENGTH, PASSWORD_MAX_LENGTH, type LoginRequest } from '@app/contracts';
import { ApiProperty } from '@nestjs/swagger';
import { IsEmail, IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { Trim } from '../../common/validation/trim.decorator';

export class LoginDto implements LoginRequest {
  @ApiProperty({ format: 'email' })
  @Trim({ lowercase: true })
  // Checked from the bottom up: the first broken rule is the one reported.
  @MaxLength(EMAIL_MAX_LENGTH)
  @IsEmail({}, { message: 'email must be a valid email address' })
  @IsNotEmpty({ message: 'email must not be empty' })
  @IsString({ message: 'email must be a string' })
  email: string;

  @ApiProperty()
  // Checked from the bottom up: the first broken rule is the one reported.
  @MaxLength(PASSWORD_MAX_LENGTH)
  @IsNotEmpty({ message: 'password must not be empty' })
  @IsString({ message: 'password must be a string' })
  password: string;
}
