import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, newPage, screenshot, signUpThroughUi } from './browser';

describe('a remote that cannot be loaded', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let blocked = true;

  beforeAll(async () => {
    browser = await launchBrowser();
    ({ context, page } = await newPage(browser));
    await context.route('**/remotes/mfe-tools/**', (route) => (blocked ? route.abort('failed') : route.continue()));
    await signUpThroughUi(page, 'Remote Tester');
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
  });

  it('shows a contained fallback while the sidebar and other sections keep working', async () => {
    await page.getByRole('link', { name: 'Settings' }).click();
    await page.getByText('This section could not be loaded').waitFor();
    await screenshot(page, 'remote-fallback');

    await page.getByRole('link', { name: 'Agents' }).click();
    await page.getByRole('heading', { level: 1, name: 'AI Agents' }).waitFor();
    await page.getByRole('link', { name: 'Web Widget' }).click();
    await page.getByRole('heading', { level: 1, name: 'Web Widget' }).waitFor();
  });

  it('loads the section on Retry once the remote is reachable again', async () => {
    await page.getByRole('link', { name: 'Playground' }).click();
    await page.getByText('This section could not be loaded').waitFor();
    blocked = false;
    await page.getByRole('button', { name: 'Retry' }).click();
    await page.getByRole('heading', { level: 1, name: 'Agent Playground' }).waitFor();
  });
});
