import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { MAX_INTEGER, storableText } from '../../src/shared/api/fields';
import { defOf, ENDPOINTS, fieldsOf, PARTS } from '../api/support/contracts';

/**
 * What a client sends reaches PostgreSQL, so every text of a contract's params, query and body goes
 * through `text()` (no NUL, no lone surrogate) and every whole number is held to an integer
 * column's range (`id()`, `idParam()` or explicit bounds): a new screen's contract that uses a bare
 * `z.string()` or an unbounded `.int()` fails here, before the database can answer it with a 500.
 */

/** Fields that are deliberately any JSON: they never reach the database. */
const UNCHECKED = new Set(['realtime.graphql.post body.variables.*']);

const requestFields = ENDPOINTS.flatMap((endpoint) =>
  PARTS.flatMap((part) => {
    const schema = endpoint[part];
    return schema
      ? fieldsOf(schema).map((field) => ({
          ...field,
          label: `${endpoint.name} ${[part, ...field.path].join('.')}`,
        }))
      : [];
  }),
);

describe('contracts', () => {
  it('are found: every area has its calls', () => {
    expect(ENDPOINTS.length).toBeGreaterThan(50);
    expect(ENDPOINTS.map((e) => e.name)).toEqual(
      expect.arrayContaining([
        'admin.bug-report.submit',
        'auth.login.sign-in',
        'dropship.file-uploads.create',
      ]),
    );
  });

  it('take every text through text()', () => {
    const bare = requestFields
      .filter((f) => f.kind === 'text' && !(defOf(f.schema).checks ?? []).includes(storableText))
      .map((f) => f.label);
    expect(bare).toEqual([]);
  });

  it('hold every whole number to an integer column range', () => {
    const unbounded = requestFields
      .filter((f) => f.kind === 'number')
      .map((f) => ({ label: f.label, number: f.schema as z.ZodNumber }))
      .filter(({ number }) => number.isInt)
      .filter(
        ({ number }) =>
          (number.minValue ?? -Infinity) < -MAX_INTEGER - 1 || (number.maxValue ?? Infinity) > MAX_INTEGER,
      )
      .map(({ label }) => label);
    expect(unbounded).toEqual([]);
  });

  it('type every field, but for the few that are any JSON by design', () => {
    expect(requestFields.filter((f) => f.kind === 'unknown').map((f) => f.label)).toEqual([...UNCHECKED]);
  });
});
