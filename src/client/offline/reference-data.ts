import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { carrierListSchema, skuListSchema, vendorListSchema } from '@shared/api/catalog/reference-lists';
import { companyHeader, type CompanySide } from '@shared/domain/identity/companies';
import { legacyApi } from '@client/lib/api';
import { useActor } from '@client/lib/use-session';
import type { ReferenceSnapshot, ReferenceTable } from './db';
import { openDb } from './open-db';

type Source<T> = {
  table: ReferenceTable;
  path: string;
  side: CompanySide;
  pick: (body: unknown) => T[];
};

const source = <S extends z.ZodType, T>(
  table: ReferenceTable,
  path: string,
  side: CompanySide,
  schema: S,
  pick: (parsed: z.infer<S>) => T[],
): Source<T> => ({ table, path, side, pick: (body) => pick(schema.parse(body)) });

/** The reference lists the device keeps. Workers and warehouses add a line here when their API exists. */
export const REFERENCE_SOURCES = {
  'dropship-vendors': source('vendors', '/dropship/vendors', 'dropship', vendorListSchema, (b) => b.vendors),
  'bulk-vendors': source('vendors', '/bulk/vendors', 'bulk', vendorListSchema, (b) => b.vendors),
  skus: source('skus', '/dropship/items', 'dropship', skuListSchema, (b) => b.items),
  carriers: source('carriers', '/bulk/carriers', 'bulk', carrierListSchema, (b) => b.carriers),
};
export type ReferenceKind = keyof typeof REFERENCE_SOURCES;
type ItemOf<K extends ReferenceKind> = (typeof REFERENCE_SOURCES)[K] extends Source<infer T> ? T : never;

async function readStored(table: ReferenceTable, scope: string): Promise<ReferenceSnapshot | null> {
  return (await (await openDb())[table].get(scope)) ?? null;
}

/** Fetches the list, sending the stored ETag: an unchanged list comes back as an empty 304. */
async function refresh(kind: ReferenceKind, scope: string): Promise<ReferenceSnapshot> {
  const { table, path, side, pick } = REFERENCE_SOURCES[kind];
  const stored = await readStored(table, scope);
  let status = 0;
  let etag: string | null = null;
  const body = await legacyApi(path, {
    side,
    headers: stored?.version ? { 'if-none-match': stored.version } : {},
    onResponse: (response) => {
      status = response.status;
      etag = response.headers.get('etag');
    },
  });
  const snapshot: ReferenceSnapshot =
    status === 304 && stored
      ? { ...stored, fetched_at: Date.now() }
      : { scope, items: pick(body), version: etag, fetched_at: Date.now() };
  await (await openDb())[table].put(snapshot);
  return snapshot;
}

/**
 * A reference list for the selected company: the device's copy at once (also offline), then the
 * server's in the background. `fetchedAt` says how old the shown copy is.
 */
export function useReferenceData<K extends ReferenceKind>(kind: K) {
  const actor = useActor();
  const { table, side } = REFERENCE_SOURCES[kind];
  const scope = actor ? companyHeader(actor.company, side) : null;
  const stored = useQuery({
    queryKey: ['reference', kind, scope, 'device'],
    queryFn: () => readStored(table, scope!),
    enabled: scope !== null,
    staleTime: Infinity,
    networkMode: 'always',
  });
  const fresh = useQuery({
    queryKey: ['reference', kind, scope],
    queryFn: () => refresh(kind, scope!),
    enabled: scope !== null && stored.isFetched,
    staleTime: 5 * 60_000,
  });
  const snapshot = fresh.data ?? stored.data ?? null;
  return {
    data: (snapshot?.items ?? []) as ItemOf<K>[],
    fetchedAt: snapshot?.fetched_at ?? null,
    isLoading: !snapshot && (stored.isPending || fresh.isFetching),
    isRefreshing: fresh.isFetching,
    error: fresh.error,
  };
}
