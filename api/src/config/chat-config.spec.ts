import { ConfigValidationError, loadConfig } from './load-config';

describe('loadConfig: live chat rate limits', () => {
  it('allows 20 messages a minute per visitor and 60 per address by default', () => {
    expect(loadConfig({}).chatRateLimits).toEqual({ perVisitor: 20, perAddress: 60 });
  });

  it('reads both limits', () => {
    expect(loadConfig({ CHAT_VISITOR_RATE_LIMIT: '5', CHAT_ADDRESS_RATE_LIMIT: '500' }).chatRateLimits).toEqual({
      perVisitor: 5,
      perAddress: 500,
    });
  });

  it.each([
    [{ CHAT_VISITOR_RATE_LIMIT: '0' }, 'CHAT_VISITOR_RATE_LIMIT must be an integer between 1 and 1000000'],
    [{ CHAT_ADDRESS_RATE_LIMIT: 'many' }, 'CHAT_ADDRESS_RATE_LIMIT must be an integer between 1 and 1000000'],
  ])('refuses %j, naming the variable', (env, message) => {
    expect(() => loadConfig(env)).toThrow(new ConfigValidationError([message]));
  });
});
