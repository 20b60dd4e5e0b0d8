import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeFakeBuild } from '../support/fake-build';
import { createTestApp, type TestApp } from '../support/test-app';

/** The built PWA as the server serves it: pages, assets, and what it must never hand out. */
let t: TestApp;
let build: string;

beforeAll(async () => {
  build = await makeFakeBuild({
    'assets/app-abc.js.map': '{"sources":["src/client/main.tsx"]}',
    'sw.js.map': '{}',
  });
  t = await createTestApp({ staticDir: build });
});
afterAll(async () => {
  await t?.close();
  await rm(build, { recursive: true, force: true });
});

describe('the built client', () => {
  it('serves hashed assets for a year', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/app-abc.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
  });

  it('never serves source maps', async () => {
    for (const url of ['/assets/app-abc.js.map', '/sw.js.map']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.body).not.toContain('src/client');
    }
  });

  it('serves the app for a screen whose path begins with /api (/api_status), JSON 404 under /api/', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/api_status' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    const api = await t.app.inject({ method: 'GET', url: '/api/no_such_call' });
    expect(api.statusCode).toBe(404);
    expect(api.headers['content-type']).toContain('application/json');
  });

  it('answers HEAD on pages like GET', async () => {
    for (const url of ['/', '/order_search', '/kiosk/']) {
      const get = await t.app.inject({ method: 'GET', url });
      const head = await t.app.inject({ method: 'HEAD', url });
      expect(head.statusCode, url).toBe(200);
      expect(head.statusCode).toBe(get.statusCode);
      expect(head.headers['content-type']).toBe(get.headers['content-type']);
      expect(head.body).toBe('');
    }
  });
});
