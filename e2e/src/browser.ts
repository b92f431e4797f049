import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

// Without the networking flags Chromium keeps calling home, which this network refuses.
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function baseUrl(): string {
  const url = process.env.E2E_BASE_URL;
  if (!url) throw new Error('E2E_BASE_URL is not set: run the browser tests through their jest config');
  return url;
}

/** Playwright gives every launch a fresh, empty profile of its own. */
export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });
}

export async function newPage(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: baseUrl(), viewport: { width: 1360, height: 900 } });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  return { context, page };
}

let accountCounter = 0;

/** Signs a brand-new manager up through the sign-up screen and lands on the dashboard. */
export async function signUpThroughUi(page: Page, name = 'Morgan Lee'): Promise<{ email: string; password: string }> {
  accountCounter += 1;
  const email = `manager-${Date.now()}-${accountCounter}@example.com`;
  const password = 'correct-horse-battery';
  await page.goto('/sign-up');
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: /sign up|create account/i }).click();
  await page.getByRole('heading', { name: 'Welcome back' }).waitFor();
  return { email, password };
}

export async function screenshot(page: Page, name: string): Promise<void> {
  const dir = path.resolve(__dirname, '../test-results');
  fs.mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: true });
}
