import { isSameOrigin, isWidgetOriginAllowed } from './origin-policy';

describe('isSameOrigin', () => {
  it.each([
    [undefined, 'agents.example.com', true],
    ['https://agents.example.com', 'agents.example.com', true],
    ['http://127.0.0.1:3000', '127.0.0.1:3000', true],
    ['https://agents.example.com', 'AGENTS.example.com', true],
    ['https://evil.example', 'agents.example.com', false],
    ['http://localhost:8080', 'localhost', true],
    ['https://agents.example.com.evil.example', 'agents.example.com', false],
    ['null', 'agents.example.com', false],
    ['https://agents.example.com', undefined, false],
  ])('origin %s on host %s: %s', (origin, host, expected) => {
    expect(isSameOrigin(origin, host)).toBe(expected);
  });
});

describe('isWidgetOriginAllowed', () => {
  const allowed = ['https://shop.example.com'];

  it('lets any site in when the agent lists none', () => {
    expect(isWidgetOriginAllowed('https://anywhere.example', 'agents.example.com', [])).toBe(true);
  });

  it('lets a listed site in', () => {
    expect(isWidgetOriginAllowed('https://shop.example.com', 'agents.example.com', allowed)).toBe(true);
  });

  it('lets the hosted widget page in', () => {
    expect(isWidgetOriginAllowed('https://agents.example.com', 'agents.example.com', allowed)).toBe(true);
    expect(isWidgetOriginAllowed(undefined, 'agents.example.com', allowed)).toBe(true);
  });

  it('refuses any other site, including a sub-domain or another scheme of a listed one', () => {
    expect(isWidgetOriginAllowed('https://evil.example', 'agents.example.com', allowed)).toBe(false);
    expect(isWidgetOriginAllowed('https://x.shop.example.com', 'agents.example.com', allowed)).toBe(false);
    expect(isWidgetOriginAllowed('http://shop.example.com', 'agents.example.com', allowed)).toBe(false);
  });
});
