import { CONVERSATION_PAGE_SIZE, CONVERSATION_SEARCH_MAX_LENGTH, type AgentChannel, type Conversation } from '@app/contracts';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { createAgent, signUp, type SignedUp } from './support/factories';
import { createTestApp } from './support/test-app';

interface SeededConversation {
  contactInfo: string | null;
  channel?: AgentChannel;
}

describe('searching conversations', () => {
  let app: NestFastifyApplication;

  const list = (as: SignedUp, query: Record<string, string | string[]>) =>
    request(app.getHttpServer()).get('/api/conversations').query(query).set('Cookie', as.cookie);
  const contactsFound = async (as: SignedUp, query: Record<string, string>) =>
    ((await list(as, query).expect(200)).body as Conversation[]).map((conversation) => conversation.contactInfo);

  /** A new account with one agent whose conversations are `seeded`, the first the most recently active. */
  async function accountWith(seeded: SeededConversation[]): Promise<{ manager: SignedUp; agentId: string }> {
    const manager = await signUp(app);
    const agent = await createAgent(app, manager.cookie, { status: 'active' });
    await app.get(DataSource).query(
      `INSERT INTO conversations (account_id, agent_id, channel, visitor_token_hash, contact_info, updated_at)
       SELECT $1, $2, s.channel, md5(s.n::text) || md5((-s.n)::text), s.contact_info, now() - s.n * interval '1 second'
       FROM json_to_recordset($3::json) AS s (n integer, contact_info text, channel text)`,
      [
        manager.user.accountId,
        agent.id,
        JSON.stringify(seeded.map(({ contactInfo, channel = 'webchat' }, n) => ({ n, contact_info: contactInfo, channel }))),
      ],
    );
    return { manager, agentId: agent.id };
  }

  const visitors = (count: number, label = 'Website visitor'): SeededConversation[] =>
    Array.from({ length: count }, (_, index) => ({ contactInfo: `${label} ${String(index).padStart(4, '0')}` }));

  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  it('finds a conversation beyond the first page by its contact, whatever the case', async () => {
    const { manager, agentId } = await accountWith([...visitors(112), { contactInfo: 'Ana Lima <ana@example.com>' }]);
    expect(await contactsFound(manager, { agentId })).not.toContain('Ana Lima <ana@example.com>');

    expect(await contactsFound(manager, { agentId, search: 'ANA lima' })).toEqual(['Ana Lima <ana@example.com>']);
    expect(await contactsFound(manager, { agentId, search: 'ana@EXAMPLE' })).toEqual(['Ana Lima <ana@example.com>']);
  });

  it('matches the channel, and "Unknown Contact" for a conversation without contact info, as the inbox shows them', async () => {
    const { manager, agentId } = await accountWith([
      { contactInfo: '+1 555 0100', channel: 'sms' },
      { contactInfo: null, channel: 'whatsapp' },
      { contactInfo: '  \t ', channel: 'voice' },
      { contactInfo: 'Ben Ode' },
    ]);

    expect(await contactsFound(manager, { agentId, search: 'SMS' })).toEqual(['+1 555 0100']);
    expect(await contactsFound(manager, { agentId, search: 'unknown contact' })).toEqual([null, '  \t ']);
    expect(await contactsFound(manager, { agentId, search: 'WhatsApp' })).toEqual([null]);
    expect(await contactsFound(manager, { agentId, search: 'webchat' })).toEqual(['Ben Ode']);
  });

  it('takes %, _ and \\ as the characters they are', async () => {
    const { manager, agentId } = await accountWith([
      { contactInfo: '100% sure' },
      { contactInfo: '100 sure' },
      { contactInfo: 'a_b' },
      { contactInfo: 'axb' },
      { contactInfo: 'back\\slash' },
      { contactInfo: 'backslash' },
    ]);

    expect(await contactsFound(manager, { agentId, search: '%' })).toEqual(['100% sure']);
    expect(await contactsFound(manager, { agentId, search: 'a_b' })).toEqual(['a_b']);
    expect(await contactsFound(manager, { agentId, search: 'k\\s' })).toEqual(['back\\slash']);
  });

  it('pages through the matches with before, none twice and none missing', async () => {
    const matching = visitors(CONVERSATION_PAGE_SIZE + 20, 'Guest');
    const others = visitors(CONVERSATION_PAGE_SIZE + 20, 'Tenant');
    const { manager, agentId } = await accountWith(matching.flatMap((guest, index) => [guest, others[index]!]));

    const first = (await list(manager, { agentId, search: 'guest' }).expect(200)).body as Conversation[];
    const second = (await list(manager, { agentId, search: 'guest', before: first.at(-1)!.id }).expect(200)).body as Conversation[];
    const third = (await list(manager, { agentId, search: 'guest', before: second.at(-1)!.id }).expect(200)).body as Conversation[];

    expect(first).toHaveLength(CONVERSATION_PAGE_SIZE);
    expect(third).toEqual([]);
    expect([...first, ...second].map((conversation) => conversation.contactInfo)).toEqual(matching.map((guest) => guest.contactInfo));
  });

  it('searches only the account’s own conversations, across its agents when no agent is given', async () => {
    const owner = await accountWith([{ contactInfo: 'Shared Name owner' }]);
    const other = await accountWith([{ contactInfo: 'Shared Name other' }]);
    const secondAgent = await createAgent(app, owner.manager.cookie, { status: 'active' });

    expect(await contactsFound(owner.manager, { search: 'shared name' })).toEqual(['Shared Name owner']);
    expect(await contactsFound(owner.manager, { agentId: other.agentId, search: 'shared' })).toEqual([]);
    expect(await contactsFound(owner.manager, { agentId: secondAgent.id, search: 'shared' })).toEqual([]);
  });

  it('ignores the case of letters beyond ASCII too, as the inbox did', async () => {
    const { manager, agentId } = await accountWith([{ contactInfo: 'Émile Zoë' }, { contactInfo: 'ÄÖÜ' }]);
    expect(await contactsFound(manager, { agentId, search: 'émile zoË' })).toEqual(['Émile Zoë']);
    expect(await contactsFound(manager, { agentId, search: 'äöü' })).toEqual(['ÄÖÜ']);
  });

  it('treats a blank search as none', async () => {
    const { manager, agentId } = await accountWith([{ contactInfo: 'Ana' }, { contactInfo: 'Ben' }]);

    expect(await contactsFound(manager, { agentId, search: '   ' })).toEqual(['Ana', 'Ben']);
    expect(await contactsFound(manager, { agentId, search: '  ben ' })).toEqual(['Ben']);
  });

  it(`refuses a search over ${CONVERSATION_SEARCH_MAX_LENGTH} characters, a repeated one and one holding NUL`, async () => {
    const { manager, agentId } = await accountWith([{ contactInfo: 'x'.repeat(CONVERSATION_SEARCH_MAX_LENGTH) }]);

    expect(await contactsFound(manager, { agentId, search: 'x'.repeat(CONVERSATION_SEARCH_MAX_LENGTH) })).toHaveLength(1);
    const tooLong = await list(manager, { agentId, search: 'x'.repeat(CONVERSATION_SEARCH_MAX_LENGTH + 1) }).expect(400);
    expect(tooLong.body).toEqual({
      statusCode: 400,
      message: [`search must be at most ${CONVERSATION_SEARCH_MAX_LENGTH} characters`],
      error: 'Bad Request',
    });
    const repeated = await list(manager, { agentId, search: ['ana', 'ben'] }).expect(400);
    expect(repeated.body.message).toEqual(['search must be a string']);
    const withNul = await list(manager, { agentId, search: 'a\u0000b' }).expect(400);
    expect(withNul.body.message).toBe('Text cannot contain NUL characters');
  });
});
