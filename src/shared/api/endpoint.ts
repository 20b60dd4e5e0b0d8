import type { z } from 'zod';
import type { CompanySide } from '../domain/identity/companies';
import type { DevicePurpose } from '../domain/identity/devices';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';

/** The refusals a call documents (each answers `{error, message}`, src/shared/api/common.ts). */
export type RefusalStatus = 400 | 401 | 403 | 404 | 409 | 410 | 413 | 422 | 429 | 502 | 503;

/**
 * Who may make a call. `public` calls need nothing (health, sign-in, the app config). Otherwise the
 * bearer token and the company_id header are required; `screens` names the screens of
 * src/shared/routes.ts the call serves and it allows the union of their scopes. `side` is the form of
 * the company header the server accepts: `dropship` (no suffix), `bulk` (`_bulk`) or `any`.
 */
export type EndpointAccess =
  | { readonly public: true }
  | {
      readonly screens: readonly string[];
      readonly side: CompanySide | 'any';
      /** For an `any` call, the header form the client sends unless told otherwise. */
      readonly clientSide?: CompanySide;
      /** Device purposes whose token the call accepts; every other call refuses devices (403). */
      readonly devices?: readonly DevicePurpose[];
      /** Accepts a short-lived `?ticket=` instead of the headers (EventSource cannot set headers). */
      readonly ticket?: boolean;
    };

/**
 * One call of the API, as the spec's section 7 writes it: the one object the server registers its
 * route from (validation, OpenAPI, access) and the client calls through (`api(endpoint, input)`).
 */
export type Endpoint = {
  /** `<area>.<screen>.<action>`: unique; what the offline outbox stores instead of a path. */
  readonly name: string;
  readonly method: HttpMethod;
  /** The spec's path under `/api` (`/inventory/zero_out_inventory`); path parameters as `:name`. */
  readonly path: `/${string}`;
  /** Served outside `/api` (the spec's `/graphql`). */
  readonly root?: true;
  readonly summary: string;
  readonly access: EndpointAccess;
  readonly params?: z.ZodObject;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  /** The answer (decoded, for an envelope); null when the call answers 204 or a file. */
  readonly response: z.ZodType | null;
  /** The success status of a JSON answer: 200 unless given. */
  readonly status?: 200 | 201 | 202;
  /** The answer is the spec's compressed envelope (base64 of zlib-deflated JSON) of `response`. */
  readonly envelope?: true;
  /** The answer is a file of this media type (CSV, PDF), saved by the client as a download. */
  readonly file?: string;
  /** Takes an Idempotency-Key: a retry (or an offline replay) gets the first answer again. */
  readonly idempotent?: true;
  readonly refusals?: readonly RefusalStatus[];
  /**
   * A refusal also carries `success: false` beside `error` and `message`: the spec's "return success
   * false with the error on failure" (D3 section 7, the builds, trucks and workers calls).
   */
  readonly failureSaysSuccess?: true;
};

/** Declares a call; `const` keeps its literal types so both sides infer input and answer from it. */
export function defineEndpoint<const E extends Endpoint>(endpoint: E): E {
  return endpoint;
}

// A part the caller must give when its schema has required fields, may give when all are optional.
type Part<K extends string, S> = S extends z.ZodType
  ? object extends z.input<S>
    ? { readonly [P in K]?: z.input<S> }
    : { readonly [P in K]: z.input<S> }
  : { readonly [P in K]?: never };

/** What a caller gives: path parameters, query and body, each as its schema's input. */
export type EndpointInput<E extends Endpoint> = Part<'params', E['params']> &
  Part<'query', E['query']> &
  Part<'body', E['body']>;

/** What a call answers, parsed (void for 204 and file answers). */
export type EndpointOutput<E extends Endpoint> = E['response'] extends z.ZodType
  ? z.output<E['response']>
  : void;

/** What a handler receives: the validated parts. */
export type EndpointArgs<E extends Endpoint> = {
  params: E['params'] extends z.ZodType ? z.output<E['params']> : undefined;
  query: E['query'] extends z.ZodType ? z.output<E['query']> : undefined;
  body: E['body'] extends z.ZodType ? z.output<E['body']> : undefined;
};

/** The `/api` path of a call with its parameters filled in (URI-encoded). */
export function endpointPath(endpoint: Endpoint, params?: Record<string, unknown>): string {
  const base = endpoint.root ? '' : '/api';
  const filled = endpoint.path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_, key: string) => {
    const value = params?.[key];
    if (value === undefined || value === null) throw new Error(`${endpoint.name} needs the parameter ${key}`);
    return encodeURIComponent(typeof value === 'string' ? value : JSON.stringify(value));
  });
  return `${base}${filled}`;
}

/** The area of a call (the first part of its name): its OpenAPI tag. */
export const endpointArea = (endpoint: Endpoint): string => endpoint.name.split('.')[0] ?? endpoint.name;
