import os from 'node:os';
import { performance } from 'node:perf_hooks';
import type pg from 'pg';
import type { TokenResponse } from '../../src/shared/api/auth/login';
import type { buildApp } from '../../src/server/app';

/**
 * The measuring loop of the benches that time a screen's call through the whole app (token,
 * company, validation, SQL, answer) against the very statement its repository sends, run directly
 * through `pg` in the same loop: medians after warm-ups, and a check that both answer as many rows.
 */

type App = Awaited<ReturnType<typeof buildApp>>['app'];
export type Statement = { text: string; values: unknown[] };

export const WARMUP = 2;

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};
export const ms = (value: number) => `${value.toFixed(1)} ms`;

/** A fresh access token: on a busy machine a whole bench outlasts one (15 minutes). */
export async function signInAs(app: App, username: string, password: string): Promise<string> {
  const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password } });
  if (login.statusCode !== 200) throw new Error(`${username} could not sign in: ${login.body}`);
  return (JSON.parse(login.body) as TokenResponse).access_token;
}

export type ApiAgainstSql = {
  app: App;
  pool: pg.Pool;
  /** What is measured, for the error messages. */
  label: string;
  url: string;
  token: string;
  company: string;
  statement: Statement;
  runs: number;
  /** The rows of the app's answer and of the statement's, which must agree. */
  rowsOf: (apiBody: string, sqlBody: string) => [number, number];
  /** The load average is added here before each run. */
  loads: number[];
};

/** Median milliseconds of the call and of the statement, and the rows they answered. */
export async function timeApiAgainstSql(
  o: ApiAgainstSql,
): Promise<{ api: number; sql: number; rows: number }> {
  const apiTimes: number[] = [];
  const sqlTimes: number[] = [];
  let rows = 0;
  for (let i = 0; i < WARMUP + o.runs; i += 1) {
    o.loads.push(os.loadavg()[0]!);
    const a0 = performance.now();
    const res = await o.app.inject({
      method: 'GET',
      url: o.url,
      headers: { authorization: `Bearer ${o.token}`, company_id: o.company },
    });
    const a1 = performance.now();
    if (res.statusCode !== 200) throw new Error(`${o.url} answered ${res.statusCode}: ${res.body}`);
    const s0 = performance.now();
    const direct = await o.pool.query<{ body: string }>(o.statement.text, o.statement.values);
    const s1 = performance.now();
    if (i === 0) {
      const [apiRows, sqlRows] = o.rowsOf(res.body, direct.rows[0]!.body);
      if (apiRows !== sqlRows) throw new Error(`${o.label}: the API and the statement disagree`);
      rows = apiRows;
    }
    if (i >= WARMUP) {
      apiTimes.push(a1 - a0);
      sqlTimes.push(s1 - s0);
    }
  }
  return { api: median(apiTimes), sql: median(sqlTimes), rows };
}
