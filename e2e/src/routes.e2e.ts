import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, newPage, screenshot, signUpThroughUi } from './browser';

// Each route of the specification's table and the heading its screen shows.
const ROUTES: Array<[path: string, heading: string | RegExp]> = [
  ['/', 'Welcome back'],
  ['/agents', 'AI Agents'],
  ['/playground', 'Agent Playground'],
  ['/conversations', 'Conversations'],
  ['/web-widget', 'Web Widget'],
  ['/voice-agent', 'Voice Calling'],
  ['/vapi-voice', 'Voice Calling'],
  ['/elevenlabs-voice', 'Voice Calls'],
  ['/sms', 'SMS Texting'],
  ['/voice-simple', 'Voice Calls'],
  ['/sms-simple', 'SMS Texting'],
  ['/integrations', 'Integrations'],
  ['/settings', 'Settings'],
];

describe('the composed dashboard', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
    ({ context, page } = await newPage(browser));
    await signUpThroughUi(page, 'Route Walker');
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
  });

  it.each(ROUTES)('renders %s from its remote', async (path, heading) => {
    await page.goto(path);
    await page.getByRole('heading', { level: 1, name: heading }).waitFor();
    await screenshot(page, `route${path === '/' ? '-dashboard' : path.replace(/\//g, '-')}`);
  });

  it('shows Page Not Found for an unknown path', async () => {
    await page.goto('/no-such-screen');
    await page.getByRole('heading', { name: 'Page Not Found' }).waitFor();
  });

  it('highlights the sidebar entry of the current screen', async () => {
    await page.goto('/agents');
    const nav = page.getByRole('navigation');
    expect(await nav.getByRole('link', { name: 'Agents' }).getAttribute('aria-current')).toBe('page');
    expect(await nav.getByRole('link', { name: 'Dashboard' }).getAttribute('aria-current')).toBeNull();
  });

  it('shows the visitor widget outside the dashboard, without signing in', async () => {
    const visitor = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
    const widget = await visitor.newPage();
    await widget.goto('/widget-client?agentId=abc&config=%7B%22agentName%22%3A%22Harbor%20Bot%22%7D');
    await widget.getByText('Harbor Bot').first().waitFor();
    expect(await widget.getByRole('navigation').count()).toBe(0);
    await screenshot(widget, 'widget-client');
    await visitor.close();
  });
});
