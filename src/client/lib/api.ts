import { FetchError, ofetch } from 'ofetch';
import type { z } from 'zod';
import { companyHeader, type Company, type CompanySide } from '@shared/domain/identity/companies';
import { decodeEnvelope } from '@shared/lib/codec';
import { ApiRequestError } from './api-error';
import { sessionStore } from './session-store';
import { refreshSession } from './token-refresh';

export type ApiOptions<S extends z.ZodType> = {
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
export async function api<S extends z.ZodType = z.ZodUnknown>(
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

  const call = () =>
    ofetch<unknown>(`/api${path}`, {
      method,
      body: body as Record<string, unknown> | undefined,
      query: query ? Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined)) : undefined,
      headers: { ...headers, ...headersFor(side, idempotencyKey, company) },
      responseType: (envelope ? 'text' : 'json') as 'json',
      retry: 0,
      signal,
      onResponse: onResponse ? ({ response }) => onResponse(response) : undefined,
    });

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
  const value = envelope && typeof raw === 'string' ? decodeEnvelope(raw) : raw;
  return (schema ? schema.parse(value ?? null) : value) as z.infer<S>;
}
