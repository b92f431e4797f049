import { readChatPayload, readSyncPayload, readVisitorHandshake } from './chat-payloads';

const AGENT = '7f6c3a4e-1d2b-4c5d-8e9f-0a1b2c3d4e5f';

describe('readChatPayload', () => {
  it('trims the message and keeps the client id', () => {
    expect(readChatPayload({ agentId: AGENT.toUpperCase(), message: '  hi  ', clientMessageId: 'm-1' }, AGENT)).toEqual({
      value: { message: 'hi', clientMessageId: 'm-1' },
    });
  });

  it('drops NUL characters, which the database cannot hold', () => {
    expect(readChatPayload({ agentId: AGENT, message: 'Late\u0000 check-out?', clientMessageId: 'm-1' }, AGENT)).toEqual({
      value: { message: 'Late check-out?', clientMessageId: 'm-1' },
    });
    expect(readChatPayload({ agentId: AGENT, message: '\u0000', clientMessageId: 'm-1' }, AGENT)).toEqual({ error: 'message must not be empty' });
  });

  it('accepts exactly 4,000 characters and a 100-character id', () => {
    const result = readChatPayload({ agentId: AGENT, message: 'x'.repeat(4000), clientMessageId: 'c'.repeat(100) }, AGENT);

    expect('value' in result).toBe(true);
  });

  it.each([
    [null, 'The chat payload must be an object'],
    ['hello', 'The chat payload must be an object'],
    [{ message: 'hi', clientMessageId: 'm' }, 'agentId must be the agent this connection chats with'],
    [{ agentId: AGENT, message: 42, clientMessageId: 'm' }, 'message must not be empty'],
    [{ agentId: AGENT, message: 'hi', clientMessageId: 7 }, 'clientMessageId must be a string of 1 to 100 characters'],
  ])('refuses %j', (payload, error) => {
    expect(readChatPayload(payload, AGENT)).toEqual({ error });
  });
});

describe('readSyncPayload', () => {
  it('takes an optional message id', () => {
    expect(readSyncPayload({ agentId: AGENT }, AGENT)).toEqual({ value: {} });
    expect(readSyncPayload({ agentId: AGENT, afterMessageId: AGENT.toUpperCase() }, AGENT)).toEqual({ value: { afterMessageId: AGENT } });
  });

  it('refuses another agent or a malformed id', () => {
    expect(readSyncPayload({ agentId: 'x' }, AGENT)).toEqual({ error: 'agentId must be the agent this connection chats with' });
    expect(readSyncPayload({ agentId: AGENT, afterMessageId: 12 }, AGENT)).toEqual({ error: 'afterMessageId must be a message id' });
  });
});

describe('readVisitorHandshake', () => {
  it('needs an agent id and a token of 16 to 200 characters', () => {
    expect(readVisitorHandshake({ agentId: AGENT, visitorToken: 't'.repeat(16) })).toEqual({
      value: { agentId: AGENT, visitorToken: 't'.repeat(16) },
    });
    expect(readVisitorHandshake({ agentId: AGENT, visitorToken: 't'.repeat(15) })).toEqual({
      error: 'visitorToken must be 16 to 200 characters',
    });
    expect(readVisitorHandshake({ agentId: AGENT, visitorToken: 't'.repeat(201) })).toEqual({
      error: 'visitorToken must be 16 to 200 characters',
    });
    expect(readVisitorHandshake({ agentId: 'seven', visitorToken: 't'.repeat(16) })).toEqual({ error: 'agentId must be an agent id' });
  });
});
