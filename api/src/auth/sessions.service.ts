import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { LessThan, type Repository } from 'typeorm';
import type { AuthContext } from '../common/auth-context';
import { type PreparedStatement, queryPrepared } from '../common/prepared-query';
import { SESSION_TTL_SECONDS } from './session-cookie';
import { Session } from './session.entity';
import { createSessionToken, hashSessionToken, isWellFormedSessionToken } from './session-token';

/** lastSeenAt is informational: writing it at most this often keeps reads read-only. */
const LAST_SEEN_RESOLUTION_MS = 5 * 60 * 1000;

/** Runs on every authenticated request: a primary-key lookup joined to the user's account. */
const RESOLVE: PreparedStatement = {
  name: 'sessions_resolve',
  text: `
  SELECT s.user_id AS "userId", u.account_id AS "accountId", s.last_seen_at AS "lastSeenAt", s.expires_at AS "expiresAt"
  FROM sessions s
  JOIN users u ON u.id = s.user_id
  WHERE s.id = $1 AND s.expires_at > now()`,
};

/** A signed-in session: who it is, and until when (sessions do not slide). */
export interface ActiveSession extends AuthContext {
  expiresAt: Date;
}

interface SessionRow extends ActiveSession {
  lastSeenAt: Date;
}

@Injectable()
export class SessionsService {
  constructor(@InjectRepository(Session) private readonly sessions: Repository<Session>) {}

  /** Returns the token for the cookie; the database only ever sees its hash. */
  async start(userId: string): Promise<string> {
    const token = createSessionToken();
    await this.sessions.delete({ userId, expiresAt: LessThan(new Date()) });
    await this.sessions.insert({
      id: hashSessionToken(token),
      userId,
      expiresAt: new Date(Date.now() + SESSION_TTL_SECONDS * 1000),
    });
    return token;
  }

  async resolve(token: string | undefined): Promise<ActiveSession | null> {
    if (!isWellFormedSessionToken(token)) {
      return null;
    }
    const id = hashSessionToken(token);
    const [row] = await queryPrepared<SessionRow>(this.sessions.manager.connection, RESOLVE, [id]);
    if (!row) {
      return null;
    }
    if (Date.now() - row.lastSeenAt.getTime() > LAST_SEEN_RESOLUTION_MS) {
      await this.sessions.update({ id }, { lastSeenAt: new Date() });
    }
    return { userId: row.userId, accountId: row.accountId, expiresAt: row.expiresAt };
  }

  /** Returns the id of the session the token names (ended now, or already over), null for no token. */
  async end(token: string | undefined): Promise<string | null> {
    if (!isWellFormedSessionToken(token)) {
      return null;
    }
    const id = hashSessionToken(token);
    await this.sessions.delete({ id });
    return id;
  }
}
