import type { PgTable } from 'drizzle-orm/pg-core';

/**
 * A batch of rows for one table, typed by the Drizzle schema (so a misspelt or missing column fails
 * the type check) and written by the loader with COPY. Generators yield batches in foreign-key order.
 */
export type TableBatch = { table: PgTable; rows: readonly object[] };

export type Insert<T extends PgTable> = T['$inferInsert'];

export function batch<T extends PgTable>(table: T, rows: readonly Insert<T>[]): TableBatch {
  return { table, rows };
}

/**
 * Explicit ids for every serial key: rows reference each other before they reach the database, and
 * numbering in generation order keeps the same seed byte-identical. The loader moves the sequences
 * past them afterwards.
 */
export class IdSequences {
  private readonly last = new Map<string, number>();

  /** The next number of `name`; a sequence not used yet starts just after `after`. */
  next(name: string, after = 0): number {
    const id = (this.last.get(name) ?? after) + 1;
    this.last.set(name, id);
    return id;
  }

  peek(name: string): number {
    return this.last.get(name) ?? 0;
  }

  /** Records a number taken outside the sequence, so later draws and the final value pass it. */
  raise(name: string, used: number): void {
    if (used > (this.last.get(name) ?? 0)) this.last.set(name, used);
  }

  /** Every sequence and its last number, in first-use order. */
  entries(): [string, number][] {
    return [...this.last.entries()];
  }
}

/** Splits a long row list into COPY-sized batches. */
export function* chunked<T extends PgTable>(table: T, rows: readonly Insert<T>[], size = 5000) {
  for (let i = 0; i < rows.length; i += size) yield batch(table, rows.slice(i, i + size));
}
