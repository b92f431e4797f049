import { Body, Controller, Get, HttpCode, HttpStatus, Post, Req, Res } from '@nestjs/common';
import { ApiCookieAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { User as UserJson } from '@app/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { UserResponseDto } from '../accounts/dto/user-response.dto';
import type { AuthContext } from '../common/auth-context';
import { Auth } from '../common/decorators/auth.decorator';
import { Public } from '../common/decorators/public.decorator';
import { AuthService } from './auth.service';
import { LoginDto } from './dto/login.dto';
import { SignupDto } from './dto/signup.dto';
import { clearSessionCookie, readSessionCookie, setSessionCookie } from './session-cookie';

@ApiTags('auth')
@Controller('auth')
export class AuthController {
  constructor(private readonly auth: AuthService) {}

  @Public()
  @Post('signup')
  @ApiOkResponse({ type: UserResponseDto })
  async signup(
    @Body() dto: SignupDto,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<UserJson> {
    const { user, token } = await this.auth.signup(dto, request.ip);
    setSessionCookie(request, reply, token);
    return user;
  }

  @Public()
  @Post('login')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ type: UserResponseDto })
  async login(
    @Body() dto: LoginDto,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<UserJson> {
    const { user, token } = await this.auth.login(dto, request.ip);
    setSessionCookie(request, reply, token);
    return user;
  }

  @Post('logout')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiCookieAuth()
  async logout(@Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<void> {
    await this.auth.logout(readSessionCookie(request));
    clearSessionCookie(request, reply);
  }

  @Get('me')
  @ApiCookieAuth()
  @ApiOkResponse({ type: UserResponseDto })
  me(@Auth() auth: AuthContext): Promise<UserJson> {
    return this.auth.me(auth);
  }
}
