import { Injectable, UnauthorizedException } from '@nestjs/common';
import type { User as UserJson } from '@app/contracts';
import { AccountsService } from '../accounts/accounts.service';
import { toUserResponse } from '../accounts/dto/user-response.dto';
import type { AuthContext } from '../common/auth-context';
import { ChatEvents } from '../live-chat/chat-events';
import type { LoginDto } from './dto/login.dto';
import type { SignupDto } from './dto/signup.dto';
import { LoginThrottleService } from './login-throttle.service';
import { hashPassword, verifyPassword } from './password-hasher';
import { SessionsService } from './sessions.service';

export interface SignedIn {
  user: UserJson;
  token: string;
}

@Injectable()
export class AuthService {
  /** Compared against when the email is unknown, so both failures take as long. */
  private readonly unknownUserHash = hashPassword('not a real password');

  constructor(
    private readonly accounts: AccountsService,
    private readonly sessions: SessionsService,
    private readonly throttle: LoginThrottleService,
    private readonly chatEvents: ChatEvents,
  ) {}

  async signup(dto: SignupDto, ip: string): Promise<SignedIn> {
    await this.throttle.recordSignup(ip);
    const user = await this.accounts.createWithOwner({
      name: dto.name,
      email: dto.email,
      passwordHash: await hashPassword(dto.password),
    });
    return { user: toUserResponse(user), token: await this.sessions.start(user.id) };
  }

  async login(dto: LoginDto, ip: string): Promise<SignedIn> {
    await this.throttle.recordAttempt(dto.email, ip);
    const user = await this.accounts.findUserByEmail(dto.email);
    const valid = await verifyPassword(dto.password, user?.passwordHash ?? (await this.unknownUserHash));
    if (!user || !valid) {
      throw new UnauthorizedException('Invalid email or password');
    }
    await this.throttle.clearFailures(dto.email, ip);
    return { user: toUserResponse(user), token: await this.sessions.start(user.id) };
  }

  /** Ends the session, and with it the live connections of its dashboards. */
  async logout(token: string | undefined): Promise<void> {
    const ended = await this.sessions.end(token);
    if (ended) {
      this.chatEvents.sessionEnded(ended);
    }
  }

  async me(auth: AuthContext): Promise<UserJson> {
    const user = await this.accounts.findUserById(auth.userId);
    if (!user) {
      throw new UnauthorizedException('Not signed in');
    }
    return toUserResponse(user);
  }
}
