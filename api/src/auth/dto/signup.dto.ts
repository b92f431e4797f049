import { EMAIL_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, USER_NAME_MAX_LENGTH, type SignupRequest } from '@app/contracts';
import { ApiProperty } from '@nestjs/swagger';
import { IsEmail, IsNotEmpty, IsString, Matches, MaxLength, MinLength } from 'class-validator';
import { Trim } from '../../common/validation/trim.decorator';

export class SignupDto implements SignupRequest {
  @ApiProperty({ maxLength: USER_NAME_MAX_LENGTH })
  @Trim()
  // Checked from the bottom up: the first broken rule is the one reported.
  @MaxLength(USER_NAME_MAX_LENGTH)
  @IsNotEmpty({ message: 'name must not be empty' })
  @IsString({ message: 'name must be a string' })
  name: string;

  @ApiProperty({ format: 'email', maxLength: EMAIL_MAX_LENGTH })
  @Trim({ lowercase: true })
  // Checked from the bottom up: the first broken rule is the one reported.
  @MaxLength(EMAIL_MAX_LENGTH)
  @IsEmail({}, { message: 'email must be a valid email address' })
  @IsString({ message: 'email must be a string' })
  email: string;

  @ApiProperty({ minLength: PASSWORD_MIN_LENGTH, maxLength: PASSWORD_MAX_LENGTH })
  // Checked from the bottom up: the first broken rule is the one reported.
  @Matches(/\S/, { message: 'password must not be only spaces' })
  @MaxLength(PASSWORD_MAX_LENGTH)
  @MinLength(PASSWORD_MIN_LENGTH)
  @IsString({ message: 'password must be a string' })
  password: string;
}
