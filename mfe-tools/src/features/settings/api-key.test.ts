import { generateApiKey, maskApiKey } from './api-key';

describe('API keys', () => {
  it('are random, start with sk_ and use letters and digits only', () => {
    const first = generateApiKey();
    const second = generateApiKey();
    expect(first).toMatch(/^sk_[A-Za-z0-9]{32}$/);
    expect(second).not.toBe(first);
  });

  it('are shown masked but for their last four characters', () => {
    expect(maskApiKey('sk_abcdefghijklmnopqrstuvwxyz123456')).toMatch(/^sk_•+3456$/);
    expect(maskApiKey(undefined)).toMatch(/^sk_•+$/);
  });
});
