import { HttpException, HttpStatus, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { AppConfig } from '../config/app-config';
import { LoginAttempt } from './login-attempt.entity';

export const LOGIN_WINDOW_MINUTES = 15;
export const MAX_FAILURES_PER_EMAIL_AND_IP = 5;
export const MAX_FAILURES_PER_IP = 30;
/** How sign-ups are told apart from login attempts in the same table: no email address looks like this. */
const SIGNUP_MARKER = '(signup)';
const PRUNE_EVERY_MS = 10 * 60 * 1000;
/** The width of login_attempts.ip. */
const IP_MAX_LENGTH = 64;

interface FailureCounts {
  forEmail: string;
  forIp: string;
}

/** Failed logins and recent sign-ups live in the database, so every API process counts the same attempts. */
@Injectable()
export class LoginThrottleService {
  private lastPrunedAt = 0;

  constructor(
    @InjectRepository(LoginAttempt) private readonly attempts: Repository<LoginAttempt>,
    private readonly config: AppConfig,
  ) {}

  /**
   * Counts this attempt as a failure from the start (a successful login clears it), so guesses
   * sent in parallel cannot all pass the check before any failure is written; refuses it when
   * too many have been made.
   */
  async recordAttempt(email: string, address: string): Promise<void> {
    // An address is at most 45 characters; a longer one is not an address but must not fail the login.
    const ip = address.slice(0, IP_MAX_LENGTH);
    await this.attempts.insert({ email, ip });
    await this.pruneExpired();
    const counts = await this.attempts
      .createQueryBuilder('attempt')
      .select('count(*) FILTER (WHERE attempt.email = :email)', 'forEmail')
      .addSelect('count(*)', 'forIp')
      // Sign-ups from the address are counted on their own, not as failed logins.
      .where('attempt.ip = :ip AND attempt.email <> :signup', { ip, signup: SIGNUP_MARKER })
      .andWhere(`attempt.createdAt > now() - make_interval(mins => :window)`, { window: LOGIN_WINDOW_MINUTES })
      .setParameter('email', email)
      .getRawOne<FailureCounts>();
    if (
      Number(counts?.forEmail ?? 0) > MAX_FAILURES_PER_EMAIL_AND_IP ||
      Number(counts?.forIp ?? 0) > MAX_FAILURES_PER_IP
    ) {
      throw new HttpException('Too many login attempts. Try again later.', HttpStatus.TOO_MANY_REQUESTS);
    }
  }

  /**
   * Counts a sign-up from this address; refuses it when the address made more than
   * SIGNUP_RATE_LIMIT in the window: enough for an office, too few to try a list of emails
   * against the sign-up (which says when one is taken) or to flood it.
   */
  async recordSignup(address: string): Promise<void> {
    const ip = address.slice(0, IP_MAX_LENGTH);
    await this.attempts.insert({ email: SIGNUP_MARKER, ip });
    await this.pruneExpired();
    const recent = await this.attempts
      .createQueryBuilder('attempt')
      .where('attempt.ip = :ip AND attempt.email = :email', { ip, email: SIGNUP_MARKER })
      .andWhere(`attempt.createdAt > now() - make_interval(mins => :window)`, { window: LOGIN_WINDOW_MINUTES })
      .getCount();
    if (recent > this.config.signupRateLimit) {
      throw new HttpException('Too many sign-ups from this address. Try again later.', HttpStatus.TOO_MANY_REQUESTS);
    }
  }

  async clearFailures(email: string, address: string): Promise<void> {
    await this.attempts.delete({ email, ip: address.slice(0, IP_MAX_LENGTH) });
  }

  private async pruneExpired(): Promise<void> {
    if (Date.now() - this.lastPrunedAt < PRUNE_EVERY_MS) {
      return;
    }
    this.lastPrunedAt = Date.now();
    await this.attempts
      .createQueryBuilder()
      .delete()
      .where(`created_at < now() - make_interval(mins => :window)`, { window: LOGIN_WINDOW_MINUTES })
      .execute();
  }
}
