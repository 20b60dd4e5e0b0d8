import { MONEY_FIELDS } from '../../../../src/server/integrations/acumatica/http/wire';
import { HttpAnswer } from './fake-http-server';

/** The Acumatica fake's wire conversions and its small OData reader ($filter). */
export type Json = Record<string, unknown>;

export const isRecord = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Port shape -> Acumatica wire: money as numbers, `{ value: null }` as `{}`. */
export function toAcumatica(value: unknown, key = ''): unknown {
  if (Array.isArray(value)) return value.map((v, i) => withRow(toAcumatica(v, key), i));
  if (!isRecord(value)) return value;
  if ('value' in value) {
    const v = value.value;
    if (v === null || v === undefined) return {};
    return { value: MONEY_FIELDS.has(key) && typeof v === 'string' ? Number(v) : v };
  }
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, k === 'id' ? v : toAcumatica(v, k)]));
}

export function withRow(value: unknown, index: number): unknown {
  return isRecord(value) && 'id' in value
    ? { ...value, rowNumber: index + 1, note: null, custom: {} }
    : value;
}

export function entity(value: unknown): unknown {
  const wire = toAcumatica(value);
  return isRecord(wire) ? { ...wire, rowNumber: 1, note: null, custom: {}, _links: {} } : wire;
}

/** Acumatica wire -> port input: money numbers back to decimal text. */
export function fromAcumatica(value: unknown, key = ''): unknown {
  if (Array.isArray(value)) return value.map((v) => fromAcumatica(v, key));
  if (!isRecord(value)) return value;
  if ('value' in value) {
    const v = value.value;
    if (MONEY_FIELDS.has(key) && typeof v === 'number') {
      const cents = Math.round(v * 100);
      return { value: Math.abs(cents - v * 100) < 1e-6 ? (cents / 100).toFixed(2) : String(v) };
    }
    return { value: v };
  }
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, fromAcumatica(v, k)]));
}

/** A tiny OData $filter: and/or, parentheses, eq/ne/gt/ge/lt/le, 'text' and datetimeoffset'...'. */
type Expr =
  | { op: 'and'; left: Expr; right: Expr }
  | { op: 'or'; left: Expr; right: Expr }
  | { op: 'cmp'; field: string; cmp: string; literal: string; date: boolean };

export function parseFilter(text: string): Expr {
  const tokens = text.match(/datetimeoffset'[^']*'|'(?:[^']|'')*'|\(|\)|[^\s()]+/g) ?? [];
  let at = 0;
  const peek = () => tokens[at];
  const take = () => {
    const t = tokens[at++];
    if (t === undefined) throw new HttpAnswer(400, { message: `Invalid $filter: ${text}` });
    return t;
  };
  const primary = (): Expr => {
    if (peek() === '(') {
      take();
      const inner = or();
      if (take() !== ')') throw new HttpAnswer(400, { message: `Invalid $filter: ${text}` });
      return inner;
    }
    const field = take();
    const cmp = take();
    const raw = take();
    const date = raw.startsWith('datetimeoffset');
    const literal = raw
      .replace(/^datetimeoffset/, '')
      .slice(1, -1)
      .replace(/''/g, "'");
    return { op: 'cmp', field, cmp, literal, date };
  };
  const and = (): Expr => {
    let left = primary();
    while (peek() === 'and') {
      take();
      left = { op: 'and', left, right: primary() };
    }
    return left;
  };
  const or = (): Expr => {
    let left = and();
    while (peek() === 'or') {
      take();
      left = { op: 'or', left, right: and() };
    }
    return left;
  };
  const expr = or();
  if (at !== tokens.length) throw new HttpAnswer(400, { message: `Invalid $filter: ${text}` });
  return expr;
}

export function matches(expr: Expr, row: Json): boolean {
  if (expr.op === 'and') return matches(expr.left, row) && matches(expr.right, row);
  if (expr.op === 'or') return matches(expr.left, row) || matches(expr.right, row);
  const f = row[expr.field];
  const v = isRecord(f) ? f.value : undefined;
  const raw = typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean' ? String(v) : '';
  const actual = expr.date ? raw.slice(0, 10) : raw;
  const wanted = expr.date ? expr.literal.slice(0, 10) : expr.literal;
  switch (expr.cmp) {
    case 'eq':
      return actual === wanted;
    case 'ne':
      return actual !== wanted;
    case 'gt':
      return actual > wanted;
    case 'ge':
      return actual >= wanted;
    case 'lt':
      return actual < wanted;
    case 'le':
      return actual <= wanted;
    default:
      throw new HttpAnswer(400, { message: `Unsupported operator ${expr.cmp}` });
  }
}

/** `Field eq 'x'` clauses of the top-level `and` chain: what the fake asks the simulator for. */
export function equalities(
  expr: Expr | null,
  into: Map<string, string[]> = new Map(),
): Map<string, string[]> {
  if (!expr) return into;
  if (expr.op === 'and') {
    equalities(expr.left, into);
    equalities(expr.right, into);
  } else if (expr.op === 'cmp') {
    const key = `${expr.field} ${expr.cmp}`;
    into.set(key, [...(into.get(key) ?? []), expr.literal]);
  }
  return into;
}

export const val = (f: unknown): string => (isRecord(f) && typeof f.value === 'string' ? f.value : '');
