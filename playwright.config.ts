import { defineConfig, devices } from '@playwright/test';

/**
 * End-to-end tests (ARCHITECTURE section 10): the real server, with its embedded PostgreSQL in a
 * fresh data directory, serving the built client (`npm run test:e2e` runs `vite build` first).
 * Debian's Chromium is used; `npx playwright install` cannot download on this machine.
 */
// E2E_PORT lets two people (or two runs) use separate servers on one machine.
const PORT = Number(process.env.E2E_PORT ?? 3210);
const PG_PORT = PORT + 51_181;
const DATA_DIR = `.test-data/e2e${PORT === 3210 ? '' : `-${PORT}`}`;
const BASE_URL = `http://localhost:${PORT}`;
const CI = !!process.env.CI;
const ACUMATICA_URL = process.env.ACUMATICA_URL ?? 'https://acumatica.example.com';

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results',
  fullyParallel: false,
  forbidOnly: CI,
  retries: CI ? 1 : 0,
  workers: 2,
  // A screen walk is 15-20 s alone; two workers, the server and PostgreSQL share two cores in CI.
  timeout: 60_000,
  expect: { timeout: 7_000 },
  reporter: [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
  use: {
    baseURL: BASE_URL,
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    actionTimeout: 10_000,
    navigationTimeout: 15_000,
    // Only the offline tests need the service worker (they allow it); elsewhere it would make every
    // new browser context download the whole shell into its cache, which slows the suite for nothing.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      // Root (no sandbox), no GPU; the networking flags stop Chromium stalling on an offline machine.
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [
    {
      name: 'desktop',
      // The dock kiosk is a tablet screen, and the touch-size walk sets its own touch viewport:
      // both run on the tablet project only.
      // The labour walks are supervisor walks on a tablet (issue 17); their refusals run here.
      testIgnore: [
        /kiosk\.spec\.ts$/,
        /table-touch\.spec\.ts$/,
        /[\\/]labour[\\/](workers|searches|builds)\.spec\.ts$/,
      ],
      use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } },
    },
    {
      // Below the 1224 px breakpoint: the menu is an overlay opened by the menu button.
      name: 'tablet',
      // The user-editing flows and the office screens (dropship, bulk, the boards' office screen, the
      // sign-in dashboard, the ERP, inventory and 3PL screens; issues 5, 13, 14, 15, 18: "Playwright
      // (desktop)") run once, on desktop; the tablet still opens every one of them from the menu
      // (office-screens.spec.ts) and checks their tables' touch sizes (table-touch.spec.ts).
      // Session, scope and CSP rules do not depend on the viewport.
      testIgnore: [
        /(admin|devices|sign-in-dashboard|csp|scopes|session)\.spec\.ts$/,
        /[\\/]labour[\\/]refusals\.spec\.ts$/,
        /[\\/](dropship|bulk|boards|erp|inventory|tpl)[\\/]/,
      ],
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1024, height: 768 },
        hasTouch: true,
        isMobile: false,
      },
    },
  ],
  webServer: {
    // ACUMATICA_URL: where View In Acumatica (Bulk Orders) points; the walk checks the link it builds.
    command: `rm -rf ${DATA_DIR} && DATA_DIR=${DATA_DIR} PORT=${PORT} PG_PORT=${PG_PORT} ACUMATICA_URL=${ACUMATICA_URL} LOG_LEVEL=warn npx tsx src/server/main.ts`,
    url: `${BASE_URL}/api/health`,
    reuseExistingServer: !CI,
    timeout: 120_000,
    // SIGTERM lets the server stop its embedded PostgreSQL before the next run reuses the port.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
