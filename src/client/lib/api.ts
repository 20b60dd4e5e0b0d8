import { FetchError, ofetch } from 'ofetch';
import type { z } from 'zod';
import { endpointPath, type Endpoint, type EndpointInput, type EndpointOutput } from '@shared/api/endpoint';
import { companyHeader, type Company, type CompanySide } from '@shared/domain/identity/companies';
import { ApiRequestError } from './api-error';
import { connection } from './connection';
import { sessionStore } from './session-store';
import { refreshSession } from './token-refresh';
import { saveBlob } from './download';

/** The envelope codec (pako) loads with the first answer that needs it, not with the first screen. */
const loadCodec = () => import('@shared/lib/codec');

/** The transport options of one request (what `api()` derives from a contract). */
type ApiOptions<S extends z.ZodType> = {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  body?: unknown;
  query?: Record<string, string | number | boolean | null | undefined>;
  /** Which company header form the call uses: the bulk side adds `_bulk`. */
  side?: CompanySide;
  /** The zod schema of the answer; the answer is parsed with it. */
  schema?: S;
  /** The answer is the compressed envelope (base64 + zlib JSON). */
  envelope?: boolean;
  idempotencyKey?: string;
  /** The company to act for instead of the current selection: a queued write keeps the one it was made for. */
  company?: Company;
  /** Extra request headers (e.g. If-None-Match for reference lists). */
  headers?: Record<string, string>;
  /** Sees the raw response (status, ETag) before the body is returned. */
  onResponse?: (response: Response) => void;
  signal?: AbortSignal;
};

function headersFor(side: CompanySide, idempotencyKey?: string, company?: Company): Record<string, string> {
  const headers: Record<string, string> = {};
  const actor = sessionStore.getActor();
  const chosen = company ?? actor?.company;
  if (actor) headers.authorization = `Bearer ${actor.token}`;
  if (chosen) headers.company_id = companyHeader(chosen, side);
  if (idempotencyKey) headers['idempotency-key'] = idempotencyKey;
  return headers;
}

/** The `{error, message}` of a refusal; a call that reads text (the envelope) gets it as a string. */
function errorBody(data: unknown): { error?: string; message?: string } | undefined {
  if (typeof data !== 'string') return data as { error?: string; message?: string } | undefined;
  try {
    return JSON.parse(data) as { error?: string; message?: string };
  } catch {
    return undefined;
  }
}

function toApiError(error: unknown): ApiRequestError {
  if (error instanceof FetchError) {
    const data = errorBody(error.data);
    if (!error.response) {
      return new ApiRequestError(
        0,
        'network',
        'Cannot reach the server. Check the connection and try again.',
      );
    }
    return new ApiRequestError(
      error.response.status,
      data?.error ?? 'http_error',
      data?.message ?? `The server answered ${error.response.status}.`,
    );
  }
  return new ApiRequestError(0, 'unknown', error instanceof Error ? error.message : 'Request failed.');
}

/**
 * Calls the API with the bearer token and company header. A 401 triggers one silent token refresh
 * and a retry; if the refresh fails the session ends and the app returns to /login.
 */
async function request<S extends z.ZodType = z.ZodUnknown>(
  path: string,
  options: ApiOptions<S> = {},
): Promise<z.infer<S>> {
  const {
    method = 'GET',
    body,
    query,
    side = 'dropship',
    schema,
    envelope,
    idempotencyKey,
    company,
    headers,
    onResponse,
    signal,
  } = options;
  // A device token does not expire; a person's access token is refreshed shortly before it does.
  const session = sessionStore.getActor()?.kind === 'user' ? sessionStore.getSession() : null;
  if (session && session.expiresAt < Date.now() + 10_000) await refreshSession();

  const call = () => {
    // Read when sending: an answer to a request sent before the network went away is old news.
    const epoch = connection.epoch();
    return ofetch<unknown>(path, {
      method,
      body: body as Record<string, unknown> | undefined,
      query: query ? Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined)) : undefined,
      headers: { ...headers, ...headersFor(side, idempotencyKey, company) },
      responseType: (envelope ? 'text' : 'json') as 'json',
      retry: 0,
      signal,
      onResponse: ({ response }) => {
        // Every answer says whether the server is reachable (lib/connection.ts), refusals included.
        connection.report(response.status, epoch);
        onResponse?.(response);
      },
      onRequestError: () => {
        // No answer at all; a request the page itself aborted says nothing about the network.
        if (!signal?.aborted) connection.report(0, epoch);
      },
    });
  };

  let raw: unknown;
  try {
    raw = await call();
  } catch (error) {
    if (error instanceof FetchError && error.response?.status === 401 && session) {
      if (!(await refreshSession())) throw toApiError(error);
      try {
        raw = await call();
      } catch (retryError) {
        throw toApiError(retryError);
      }
    } else {
      throw toApiError(error);
    }
  }
  const value = envelope && typeof raw === 'string' ? (await loadCodec()).decodeEnvelope(raw) : raw;
  return (schema ? schema.parse(value ?? null) : value) as z.infer<S>;
}

/** How one call is made, beyond what its contract says. */
export type CallOptions = {
  /** The company to act for instead of the current selection: a queued write keeps the one it was made for. */
  company?: Company;
  /** The company header form of a call whose contract accepts either side. */
  side?: CompanySide;
  /** The key of this write; a new one is made for each call of an idempotent contract otherwise. */
  idempotencyKey?: string;
  /** Extra request headers (e.g. If-None-Match for reference lists). */
  headers?: Record<string, string>;
  /** Sees the raw response (status, ETag) before the body is returned. */
  onResponse?: (response: Response) => void;
  signal?: AbortSignal;
};

type Parts = { params?: Record<string, unknown>; query?: Record<string, unknown>; body?: unknown };

/** The header form a call sends: its contract's side, or for an `any` call the caller's choice. */
export function sideOf(endpoint: Endpoint, chosen?: CompanySide): CompanySide {
  if ('public' in endpoint.access) return chosen ?? 'dropship';
  const { side, clientSide } = endpoint.access;
  return side === 'any' ? (chosen ?? clientSide ?? 'dropship') : side;
}

/**
 * Calls one contract of src/shared/api (ARCHITECTURE section 3): its method and path with the
 * parameters filled in, its company header side, an Idempotency-Key when the contract takes one, the
 * envelope decoded when it is compressed, and the answer parsed with its schema.
 */
export async function api<E extends Endpoint>(
  endpoint: E,
  input: EndpointInput<E>,
  options: CallOptions = {},
): Promise<EndpointOutput<E>> {
  const parts = input as Parts;
  const schema = endpoint.response ?? undefined;
  const value = await request(endpointPath(endpoint, parts.params), {
    method: endpoint.method,
    body: parts.body,
    query: parts.query as ApiOptions<z.ZodType>['query'],
    side: sideOf(endpoint, options.side),
    ...(schema ? { schema } : {}),
    envelope: endpoint.envelope === true,
    idempotencyKey: endpoint.idempotent ? (options.idempotencyKey ?? crypto.randomUUID()) : undefined,
    company: options.company,
    headers: options.headers,
    onResponse: options.onResponse,
    signal: options.signal,
  });
  return (schema ? value : undefined) as EndpointOutput<E>;
}

/** The file name of a Content-Disposition answer, or the fallback. */
function fileNameOf(response: Response, fallback: string): string {
  const match = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '');
  return match?.[1] ?? fallback;
}

/** The URL of a call with its query (EventSource, links): path parameters filled, empty values left out. */
export function endpointUrl<E extends Endpoint>(endpoint: E, input: EndpointInput<E>): string {
  const parts = input as Parts;
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(parts.query ?? {})) {
    if (value !== undefined && value !== null)
      query.set(key, typeof value === 'string' ? value : JSON.stringify(value));
  }
  const search = query.toString();
  return `${endpointPath(endpoint, parts.params)}${search ? `?${search}` : ''}`;
}

/**
 * A file answer (CSV, PDF, ZPL) fetched with the token and company header and handed to the browser
 * as a download, under the server's file name (or the fallback). A 401 refreshes the token once; an
 * error answer throws with the server's message. Resolves to the saved file's name.
 */
export async function download<E extends Endpoint>(
  endpoint: E,
  input: EndpointInput<E>,
  fallbackName: string,
  options: Pick<CallOptions, 'company' | 'side'> = {},
): Promise<string> {
  const url = endpointUrl(endpoint, input);
  const call = () =>
    fetch(url, {
      method: endpoint.method,
      headers: headersFor(sideOf(endpoint, options.side), undefined, options.company),
    });
  let response = await call();
  if (response.status === 401 && (await refreshSession())) response = await call();
  if (!response.ok) {
    const data = (await response.json().catch(() => ({}))) as { error?: string; message?: string };
    throw new ApiRequestError(
      response.status,
      data.error ?? 'http_error',
      data.message ?? `The server answered ${response.status}.`,
    );
  }
  const name = fileNameOf(response, fallbackName);
  saveBlob(await response.blob(), name);
  return name;
}
