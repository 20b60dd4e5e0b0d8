import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as bugReport from '../../src/shared/api/admin/bug-report';
import * as devices from '../../src/shared/api/admin/devices';
import * as log from '../../src/shared/api/admin/log';
import * as users from '../../src/shared/api/admin/users';
import * as login from '../../src/shared/api/auth/login';
import * as referenceLists from '../../src/shared/api/catalog/reference-lists';
import type { Endpoint } from '../../src/shared/api/endpoint';
import * as health from '../../src/shared/api/system/health';
import { body, createTestApp, type TestApp } from './support/test-app';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('health, errors and docs', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('GET /api/health answers exactly {"status":"ok"}', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.body).toBe('{"status":"ok"}');
  });

  it('GET /api/health answers 503 {error,message} when the database is gone', async () => {
    const broken = await createTestApp();
    try {
      await broken.pool.end();
      const res = await broken.app.inject({ method: 'GET', url: '/api/health' });
      expect(res.statusCode).toBe(503);
      expect(body(res)).toEqual({ error: 'database_unavailable', message: 'The database is not reachable.' });
    } finally {
      await broken.close();
    }
  });

  it('answers an unknown /api path with a JSON 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/no/such/thing?x=1' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const json = body(res);
    expect(Object.keys(json).sort()).toEqual(['error', 'message']);
    expect(json.error).toBe('not_found');
    expect(json.message).toContain('/api/no/such/thing');
  });

  it('answers a non-API path with 404 when no client build exists', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/order_search' });
    expect(res.statusCode).toBe(404);
    expect(body(res).error).toBe('not_found');
  });

  it('publishes an OpenAPI document at /api/docs/json', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = body<{
      openapi: string;
      info: { title: string };
      paths: Record<string, Record<string, unknown>>;
    }>(res);
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.info.title).toBe('Dockhand API');
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/admin/users',
        '/api/auth/login',
        '/api/admin/users/{id}',
        '/api/bugreport',
      ]),
    );
    expect(Object.keys(doc.paths['/api/admin/users'] ?? {}).sort()).toEqual(['get', 'post']);
    expect(doc.paths['/api/auth/login']?.post).toBeDefined();
  });

  it('documents every admin, auth, catalog and system contract with its answer and refusals', async () => {
    type Operation = {
      operationId?: string;
      tags?: string[];
      responses?: Record<string, { content?: Record<string, { schema?: unknown }> }>;
    };
    const doc = body<{ paths: Record<string, Record<string, Operation>> }>(
      await t.app.inject({ method: 'GET', url: '/api/docs/json' }),
    );
    const contracts = [bugReport, devices, log, users, login, referenceLists, health]
      .flatMap((module) => Object.values(module))
      .filter((value): value is Endpoint => typeof value === 'object' && value !== null && 'method' in value);
    expect(contracts.length).toBeGreaterThanOrEqual(20);
    for (const endpoint of contracts) {
      const path = `/api${endpoint.path.replace(/:([A-Za-z_]+)/g, '{$1}')}`;
      const operation = doc.paths[path]?.[endpoint.method.toLowerCase()];
      expect(operation?.operationId, `${endpoint.method} ${path}`).toBe(endpoint.name);
      expect(operation?.tags).toEqual([endpoint.name.split('.')[0]]);
      const success = endpoint.response === null && !endpoint.envelope ? 204 : (endpoint.status ?? 200);
      expect(operation?.responses?.[success], `${endpoint.name} ${success}`).toBeDefined();
      if (success !== 204) expect(operation?.responses?.[success]?.content, endpoint.name).toBeDefined();
      for (const refusal of endpoint.refusals ?? []) {
        expect(operation?.responses?.[refusal], `${endpoint.name} ${refusal}`).toBeDefined();
      }
    }
  });

  it('answers a malformed JSON body with 400 {error,message}, never 500', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"username": "admin", "password": ',
    });
    expect(res.statusCode).toBe(400);
    const json = body(res);
    expect(Object.keys(json).sort()).toEqual(['error', 'message']);
    expect(typeof json.error).toBe('string');
    expect(json.message).not.toMatch(/at .+\.(js|ts):\d+/);
  });

  it('answers a body that fails the schema with 400 validation_failed', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'admin' },
    });
    expect(res.statusCode).toBe(400);
    expect(body(res)).toMatchObject({
      error: 'validation_failed',
      message: expect.stringContaining('password'),
    });
  });

  it('marks every response with an x-request-id', async () => {
    const ok = await t.app.inject({ method: 'GET', url: '/api/health' });
    const missing = await t.app.inject({ method: 'GET', url: '/api/nothing' });
    const refused = await t.app.inject({ method: 'GET', url: '/api/admin/users' });
    for (const res of [ok, missing, refused]) expect(res.headers['x-request-id']).toMatch(UUID);
    expect(ok.headers['x-request-id']).not.toBe(missing.headers['x-request-id']);
  });

  it('keeps the x-request-id a caller sends', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'trace-abc-123' },
    });
    expect(res.headers['x-request-id']).toBe('trace-abc-123');
  });
});
