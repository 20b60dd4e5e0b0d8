import type { z } from 'zod';
import type { Endpoint } from '../../../src/shared/api/endpoint';

/**
 * Every contract of src/shared/api (each `defineEndpoint` export), and a walk over the zod schemas
 * of what a client sends (params, query, body): the contract lint (tests/lint/contracts.test.ts)
 * checks each field's type, the fuzz test (tests/api/platform/fuzz.test.ts) sends bad values into
 * each field of a request that is otherwise well formed.
 */
const modules = import.meta.glob<Record<string, unknown>>(
  ['../../../src/shared/api/**/*.ts', '!../../../src/shared/api/**/*.test.ts'],
  { eager: true },
);

const isEndpoint = (value: unknown): value is Endpoint =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Endpoint).name === 'string' &&
  typeof (value as Endpoint).method === 'string' &&
  typeof (value as Endpoint).path === 'string' &&
  typeof (value as Endpoint).access === 'object';

/** Each contract once (a module may re-export another's), by name. */
export const ENDPOINTS: readonly Endpoint[] = [
  ...new Map(
    Object.values(modules)
      .flatMap((exports) => Object.values(exports))
      .filter(isEndpoint)
      .map((endpoint) => [endpoint.name, endpoint] as const),
  ).values(),
].sort((a, b) => a.name.localeCompare(b.name));

export type Part = 'params' | 'query' | 'body';
export const PARTS: readonly Part[] = ['params', 'query', 'body'];

export type FieldPath = readonly (string | number)[];

/** A value a client fills in: where it sits and what it is. */
export type Field = {
  path: FieldPath;
  kind: 'text' | 'format' | 'number' | 'enum' | 'boolean' | 'unknown';
  schema: z.ZodType;
};

/** zod 4's definition of a schema (the internals the walk reads). */
type Def = {
  type: string;
  format?: string;
  checks?: readonly unknown[];
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  options?: readonly z.ZodType[];
  keyType?: z.ZodType;
  valueType?: z.ZodType;
  left?: z.ZodType;
  right?: z.ZodType;
  items?: readonly z.ZodType[];
  entries?: Record<string, string | number>;
  values?: readonly unknown[];
  defaultValue?: unknown;
  minimum?: number;
};
export const defOf = (schema: z.ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;

const WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault', 'readonly', 'nonoptional', 'catch']);

/**
 * The fields of a schema, depth first. A record's values sit under the key `*`; its keys are
 * fields too (`path` ending in `*key`). Union options are all walked, under the same path.
 */
export function fieldsOf(schema: z.ZodType, path: FieldPath = []): Field[] {
  const def = defOf(schema);
  if (WRAPPERS.has(def.type)) return fieldsOf(def.innerType!, path);
  switch (def.type) {
    case 'object':
      return Object.entries(def.shape ?? {}).flatMap(([key, value]) => fieldsOf(value, [...path, key]));
    case 'array':
      return fieldsOf(def.element!, [...path, 0]);
    case 'record':
      return [...fieldsOf(def.keyType!, [...path, '*key']), ...fieldsOf(def.valueType!, [...path, '*'])];
    case 'pipe':
      // A preprocess is a pipe from a transform: the client's value is what the inner schema reads.
      return defOf(def.in!).type === 'transform' ? fieldsOf(def.out!, path) : fieldsOf(def.in!, path);
    case 'union':
      return (def.options ?? []).flatMap((option) => fieldsOf(option, path));
    case 'intersection':
      return [...fieldsOf(def.left!, path), ...fieldsOf(def.right!, path)];
    case 'tuple':
      return (def.items ?? []).flatMap((item, i) => fieldsOf(item, [...path, i]));
    case 'string':
      return [{ path, kind: def.format ? 'format' : 'text', schema }];
    case 'number':
      return [{ path, kind: 'number', schema }];
    case 'enum':
    case 'literal':
      return [{ path, kind: 'enum', schema }];
    case 'boolean':
      return [{ path, kind: 'boolean', schema }];
    case 'null':
    case 'undefined':
    case 'transform':
      return [];
    default:
      return [{ path, kind: 'unknown', schema }];
  }
}

const EXAMPLE_FORMATS: Record<string, string> = {
  uuid: '00000000-0000-4000-8000-000000000000',
  datetime: '2026-03-02T12:00:00.000Z',
  date: '2026-03-02',
  email: 'fuzz@example.com',
};

/**
 * A value the schema accepts, as far as its types go (every optional field filled in, so each
 * one is reached): the base a fuzz case changes one field of.
 */
export function exampleOf(schema: z.ZodType): unknown {
  const def = defOf(schema);
  if (WRAPPERS.has(def.type)) return exampleOf(def.innerType!);
  switch (def.type) {
    case 'object':
      return Object.fromEntries(Object.entries(def.shape ?? {}).map(([k, v]) => [k, exampleOf(v)]));
    case 'array':
      return [exampleOf(def.element!)];
    case 'record':
      return { key: exampleOf(def.valueType!) };
    case 'pipe':
      return defOf(def.in!).type === 'transform' ? exampleOf(def.out!) : exampleOf(def.in!);
    case 'union':
      return exampleOf(def.options![0]!);
    case 'intersection':
      return { ...(exampleOf(def.left!) as object), ...(exampleOf(def.right!) as object) };
    case 'string':
      return def.format ? (EXAMPLE_FORMATS[def.format] ?? 'fuzz') : 'fuzz';
    case 'number': {
      const min = (schema as z.ZodNumber).minValue;
      return min !== null && Number.isFinite(min) && min > 1 ? min : 1;
    }
    case 'enum':
      return Object.values(def.entries ?? {})[0];
    case 'literal':
      return def.values?.[0];
    case 'boolean':
      return false;
    default:
      return null;
  }
}

/** A copy of `value` with the field at `path` set (records: the value of every key, or a new key). */
export function withField(value: unknown, path: FieldPath, replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const [head, ...rest] = path;
  if (head === '*key') {
    const entries = Object.values(value as Record<string, unknown>);
    return { ...(value as object), [String(replacement)]: entries[0] ?? null };
  }
  if (head === '*') {
    const record = value as Record<string, unknown>;
    return Object.fromEntries(Object.entries(record).map(([k, v]) => [k, withField(v, rest, replacement)]));
  }
  if (Array.isArray(value)) {
    const copy = [...value];
    copy[head as number] = withField(copy[head as number], rest, replacement);
    return copy;
  }
  const record = (value ?? {}) as Record<string, unknown>;
  return { ...record, [head as string]: withField(record[head as string], rest, replacement) };
}
