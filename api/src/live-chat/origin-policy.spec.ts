import { isWidgetOriginAllowed } from './origin-policy';

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
