import { PASSWORD_MIN_LENGTH, type SignupRequest } from '@app/contracts';
import { ApiProperty } from '@nestjs/swagger';
import { IsEmail, IsNotEmpty, IsString, MaxLength, MinLength } from 'class-validator';
import { Trim } from '../../common/validation/trim.decorator';

export const PASSWORD_MAX_LENGTH = 200;

export class SignupDto implements SignupRequest {
  @ApiProperty({ maxLength: 120 })
  @Trim()
  @IsNotEmpty({ message: 'name must not be empty' })
  @IsString()
  @MaxLength(120)
  name: string;

  @ApiProperty({ format: 'email', maxLength: 254 })
  @Trim({ lowercase: true })
  @IsString()
  @MaxLength(254)
  @IsEmail({}, { message: 'email must be a valid email address' })
  email: string;

  @ApiProperty({ minLength: PASSWORD_MIN_LENGTH, maxLength: PASSWORD_MAX_LENGTH })
  @IsString()
  @MinLength(PASSWORD_MIN_LENGTH)
  @MaxLength(PASSWORD_MAX_LENGTH)
  password: string;
}
