import { Injectable } from '@nestjs/common';
import { SessionsService } from '../auth/sessions.service';
import { readSessionToken } from '../auth/session-cookie';
import { hashSessionToken } from '../auth/session-token';
import { clientAddress } from '../common/client-address';
import { isSameOrigin } from '../common/same-origin';
import { AppConfig } from '../config/app-config';
import { AgentDirectory } from './agent-directory';
import { isRecord, readVisitorHandshake } from './chat-payloads';
import { type ChatSocket, visitorRoom } from './chat-socket';
import { hashVisitorToken } from './visitor-token';

/**
 * Checks a socket's handshake before it connects. A dashboard without a valid session is
 * refused outright (the client's connect_error); a widget that may not chat is let in just long
 * enough to be told why in a `chat_error` (see `socket.data.refusal`), then disconnected.
 */
@Injectable()
export class SocketAccess {
  constructor(
    private readonly sessions: SessionsService,
    private readonly agents: AgentDirectory,
    private readonly config: AppConfig,
  ) {}

  async admit(socket: ChatSocket): Promise<void> {
    const auth: unknown = socket.handshake.auth;
    const role = isRecord(auth) ? auth.role : undefined;
    if (role === 'dashboard') {
      return this.admitDashboard(socket);
    }
    if (role === 'visitor' && isRecord(auth)) {
      return this.admitVisitor(socket, auth);
    }
    throw new Error('The handshake must name a role: visitor or dashboard');
  }

  private async admitDashboard(socket: ChatSocket): Promise<void> {
    const { headers } = socket.handshake;
    // The session cookie rides along with any page's request, so another site must not reach it.
    if (!isSameOrigin(headers.origin, headers.host)) {
      throw new Error('Dashboard connections are only accepted from this site');
    }
    const token = readSessionToken(headers.cookie);
    const session = await this.sessions.resolve(token);
    if (!session || !token) {
      throw new Error('Not signed in');
    }
    socket.data.accountId = session.accountId;
    socket.data.sessionId = hashSessionToken(token);
    socket.data.sessionExpiresAt = session.expiresAt;
  }

  /** Whether the dashboard's session is still signed in (it may have ended since the handshake). */
  async isSignedIn(socket: ChatSocket): Promise<boolean> {
    return (await this.sessions.resolve(readSessionToken(socket.handshake.headers.cookie))) !== null;
  }

  private async admitVisitor(socket: ChatSocket, auth: Record<string, unknown>): Promise<void> {
    const handshake = readVisitorHandshake(auth);
    if ('error' in handshake) {
      socket.data.refusal = { code: 'invalid', message: handshake.error };
      return;
    }
    const { agentId, visitorToken, embeddedIn } = handshake.value;
    const { origin, host } = socket.handshake.headers;
    const placement = { agentId, origin, host, embeddedIn };
    const { agent, refusal } = await this.agents.check(placement);
    if (refusal) {
      socket.data.refusal = refusal;
      return;
    }
    const visitorTokenHash = hashVisitorToken(visitorToken);
    socket.data.visitor = {
      ...placement,
      accountId: agent.accountId,
      visitorTokenHash,
      room: visitorRoom(agentId, visitorTokenHash),
      socketId: socket.id,
      address: clientAddress(socket.request, this.config.trustProxy),
    };
  }
}
