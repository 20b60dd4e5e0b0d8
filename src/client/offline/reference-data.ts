import { useQuery } from '@tanstack/react-query';
import {
  listBulkVendors,
  listCarriers,
  listDropshipVendors,
  listSkus,
} from '@shared/api/catalog/reference-lists';
import type { EndpointInput, EndpointOutput } from '@shared/api/endpoint';
import { companyHeader, type CompanySide } from '@shared/domain/identity/companies';
import { api, sideOf } from '@client/lib/api';
import { ApiRequestError } from '@client/lib/api-error';
import { useActor } from '@client/lib/use-session';
import type { ReferenceSnapshot, ReferenceTable } from './db';
import { openDb } from './open-db';

/** A cached list: the contracts here take no input and answer with an ETag (304 while it holds). */
type ListEndpoint =
  typeof listDropshipVendors | typeof listBulkVendors | typeof listSkus | typeof listCarriers;

type Source<T> = {
  /** The contract: its access says who may read the list (scopes of its screens, device purposes). */
  endpoint: ListEndpoint;
  table: ReferenceTable;
  /** The company header form of the list: its scope on the device, one snapshot per header. */
  side: CompanySide;
  /** The fresh list, or null when the server says the stored copy (its ETag) still holds. */
  load: (etag: string | null) => Promise<{ items: T[]; etag: string | null } | null>;
};

const source = <E extends ListEndpoint, T>(
  table: ReferenceTable,
  endpoint: E,
  pick: (answer: EndpointOutput<E>) => T[],
): Source<T> => ({
  endpoint,
  table,
  side: sideOf(endpoint),
  load: async (stored) => {
    let status = 0;
    let etag: string | null = null;
    try {
      const answer = await api(endpoint, {} as EndpointInput<E>, {
        headers: stored ? { 'if-none-match': stored } : {},
        onResponse: (response) => {
          status = response.status;
          etag = response.headers.get('etag');
        },
      });
      return { items: pick(answer), etag };
    } catch (error) {
      // A 304 has no body for the contract's schema to parse: the stored copy is current.
      if (status === 304) return null;
      throw error;
    }
  },
});

/** The reference lists the device keeps. Workers and warehouses add a line here when their API exists. */
export const REFERENCE_SOURCES = {
  'dropship-vendors': source('vendors', listDropshipVendors, (b) => b.vendors),
  'bulk-vendors': source('vendors', listBulkVendors, (b) => b.vendors),
  skus: source('skus', listSkus, (b) => b.items),
  carriers: source('carriers', listCarriers, (b) => b.carriers),
};
export type ReferenceKind = keyof typeof REFERENCE_SOURCES;
type ItemOf<K extends ReferenceKind> = (typeof REFERENCE_SOURCES)[K] extends Source<infer T> ? T : never;

async function readStored(table: ReferenceTable, scope: string): Promise<ReferenceSnapshot | null> {
  return (await (await openDb())[table].get(scope)) ?? null;
}

/** The query keys of a list: the device's copy, and the copy refreshed from the server. */
export const referenceKeys = (kind: ReferenceKind, scope: string | null) => ({
  stored: ['reference', kind, scope, 'device'] as const,
  fresh: ['reference', kind, scope] as const,
});

/** Fetches the list, sending the stored ETag: an unchanged list comes back as an empty 304. */
export async function refreshReferenceList(kind: ReferenceKind, scope: string): Promise<ReferenceSnapshot> {
  const { table, load } = REFERENCE_SOURCES[kind];
  const stored = await readStored(table, scope);
  const fresh = await load(stored?.version ?? null);
  const snapshot: ReferenceSnapshot =
    fresh === null && stored
      ? { ...stored, fetched_at: Date.now() }
      : { scope, items: fresh?.items ?? [], version: fresh?.etag ?? null, fetched_at: Date.now() };
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
  const keys = referenceKeys(kind, scope);
  const stored = useQuery({
    queryKey: keys.stored,
    queryFn: () => readStored(table, scope!),
    enabled: scope !== null,
    staleTime: Infinity,
    networkMode: 'always',
  });
  const fresh = useQuery({
    queryKey: keys.fresh,
    queryFn: () => refreshReferenceList(kind, scope!),
    enabled: scope !== null && stored.isFetched,
    staleTime: 5 * 60_000,
  });
  const snapshot = fresh.data ?? stored.data ?? null;
  const unreachable =
    fresh.fetchStatus === 'paused' || (fresh.error instanceof ApiRequestError && fresh.error.status === 0);
  return {
    data: (snapshot?.items ?? []) as ItemOf<K>[],
    fetchedAt: snapshot?.fetched_at ?? null,
    isLoading: !snapshot && (stored.isPending || (fresh.isFetching && fresh.fetchStatus !== 'paused')),
    isRefreshing: fresh.isFetching,
    error: fresh.error,
    /** The device has no copy at all and cannot reach the server to get one. */
    noCopy: stored.isFetched && !snapshot && unreachable,
  };
}
