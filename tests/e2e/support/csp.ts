import { expect, type Page } from '@playwright/test';

declare global {
  interface Window {
    __cspViolations?: string[];
  }
}

/**
 * Records every Content-Security-Policy violation of the page from its first script on: the
 * `securitypolicyviolation` events of the document and Chromium's console reports ("Refused to
 * ... because it violates the following Content Security Policy directive"). Call before the
 * first navigation; `expectNoCspViolations` then fails with each one found.
 */
const consoleReports = new WeakMap<Page, string[]>();

export async function watchCsp(page: Page): Promise<void> {
  const reports: string[] = [];
  page.on('console', (message) => {
    if (/Content[- ]Security[- ]Policy/i.test(message.text())) reports.push(message.text());
  });
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__cspViolations?.push(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'}`);
    });
  });
  consoleReports.set(page, reports);
}

/** Fails with the violations the page reported since `watchCsp`, in the document and the console. */
export async function expectNoCspViolations(page: Page): Promise<void> {
  const events = await page.evaluate(() => window.__cspViolations ?? []);
  const where = new URL(page.url()).pathname;
  expect(events, `CSP violations on ${where}`).toEqual([]);
  expect(consoleReports.get(page) ?? [], `CSP reports in the console on ${where}`).toEqual([]);
}
