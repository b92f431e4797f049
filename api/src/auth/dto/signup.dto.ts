import { EMAIL_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, USER_NAME_MAX_LENGTH, type SignupRequest } from '@app/contracts';
import { ApiProperty } from '@nestjs/swagger';
import { IsEmail, IsNotEmpty, IsString, Matches, MaxLength, MinLength } from 'class-validator';
import { Trim } from '../../common/validation/trim.decorator';

export class SignupDto implements SignupRequest {
  @ApiProperty({ maxLength: USER_NAME_MAX_LENGTH })
  @Trim()
  @IsNotEmpty({ message: 'name must not be empty' })
  @IsString()
  @MaxLength(USER_NAME_MAX_LENGTH)
  name: string;

  @ApiProperty({ format: 'email', maxLength: EMAIL_MAX_LENGTH })
  @Trim({ lowercase: true })
  @IsString()
  @MaxLength(EMAIL_MAX_LENGTH)
  @IsEmail({}, { message: 'email must be a valid email address' })
  email: string;

  @ApiProperty({ minLength: PASSWORD_MIN_LENGTH, maxLength: PASSWORD_MAX_LENGTH })
  @IsString()
  @MinLength(PASSWORD_MIN_LENGTH)
  @MaxLength(PASSWORD_MAX_LENGTH)
  @Matches(/\S/, { message: 'password must not be only spaces' })
  password: string;
}
