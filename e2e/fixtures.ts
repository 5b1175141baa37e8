import { randomUUID } from 'node:crypto';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { inject } from 'vitest';

export const DEMO_PASSWORD = 'CrewBridge2026!';
export const DEMO_WORKER_EMAIL = 'worker@crewbridge.example.com';
export const DEMO_EMPLOYER_EMAIL = 'employer@crewbridge.example.com';

export function baseUrl(): string {
  return inject('baseUrl');
}

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
}

/** A fresh context (own storage and cookies) at phone width unless told otherwise. */
export async function newPage(browser: Browser, options: { width?: number } = {}): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL: baseUrl(),
    viewport: { width: options.width ?? 375, height: 812 },
  });
  const page = await context.newPage();
  return { context, page };
}

export function uniqueEmail(prefix: string) {
  return `${prefix}-${randomUUID().slice(0, 8)}@e2e.example.com`;
}

async function signIn(page: Page, email: string, password: string) {
  await page.goto('/auth');
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password').fill(password);
  await dialog.getByRole('button', { name: 'Sign In' }).click();
}

export async function loginAsWorker(page: Page, email = DEMO_WORKER_EMAIL, password = DEMO_PASSWORD) {
  await signIn(page, email, password);
  await page.waitForURL('**/worker-dashboard');
}

export async function loginAsEmployer(page: Page, email = DEMO_EMPLOYER_EMAIL, password = DEMO_PASSWORD) {
  await signIn(page, email, password);
  await page.waitForURL('**/employer-dashboard');
}

/** Calls the API as a test setup step (outside the browser); a non-OK answer fails the test. */
export async function api<T>(
  method: string,
  path: string,
  token?: string | null,
  body?: unknown,
  contentType = 'application/json',
): Promise<T> {
  const response = await fetch(`${baseUrl()}${path}`, {
    method,
    headers: {
      ...(body !== undefined ? { 'content-type': contentType } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : Buffer.isBuffer(body) ? new Uint8Array(body) : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path} -> ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

/** The smallest valid PDF, for resume uploads. */
export const SAMPLE_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
  'latin1',
);
