import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { toStorableText } from '@shared/lib/text';
import { IntegrationError } from '../../integrations/integration-error';
import { FileStoreError } from '../files/file-store';
import { HttpError } from './http-error';
import { httpErrorOf } from './integration-failure';

type Issue = {
  instancePath?: string;
  message?: string;
  params?: { issue?: { path?: PropertyKey[]; message?: string } };
};

function describeIssues(issues: readonly Issue[]): string {
  const text = issues
    .map((issue) => {
      const field =
        (issue.params?.issue?.path ?? []).map(String).join('.') ||
        issue.instancePath?.replace(/^\//, '').replaceAll('/', '.');
      const message = issue.params?.issue?.message ?? issue.message ?? 'is invalid';
      // Our schemas carry the spec's sentences ("Name is required."); zod's defaults need the field.
      return field && !message.endsWith('.') ? `${field}: ${message}` : message;
    })
    .join('; ');
  // A field's name is the client's (a record key): a NUL or lone surrogate in it is not echoed back.
  return toStorableText(text);
}

function clientErrorCode(code: string | undefined, status: number): string {
  if (code === 'FST_ERR_CTP_INVALID_JSON_BODY' || code === 'FST_ERR_CTP_EMPTY_JSON_BODY')
    return 'invalid_json';
  if (status === 413) return 'too_large';
  if (status === 415) return 'unsupported_media_type';
  return 'bad_request';
}

/** Every error leaves as `{error, message}`; nothing leaks a stack trace or becomes a bare 500. */
export function registerErrorHandling(app: FastifyInstance): void {
  // A call whose contract says so answers `success: false` beside the error (D3 section 7).
  app.addHook('preSerialization', async (request, reply, payload) => {
    if (reply.statusCode < 400 || !request.routeOptions.config?.failureSaysSuccess) return payload;
    if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) return payload;
    return { ...payload, success: false };
  });
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      return reply
        .code(error.statusCode)
        .headers(error.headers)
        .send({ error: error.code, message: toStorableText(error.message) });
    }
    // An outside system's error that no service turned into an answer: the one mapping, not a 500.
    if (error instanceof IntegrationError) {
      const mapped = httpErrorOf(error);
      return reply.code(mapped.statusCode).send({ error: mapped.code, message: mapped.message });
    }
    // The bucket is missing, refuses us, fails or is silent: the log says which; the caller may retry.
    if (error instanceof FileStoreError) {
      request.log.error({ err: error }, 'file store unavailable');
      return reply.code(503).send({
        error: 'file_store_unavailable',
        message: 'Stored files cannot be reached right now. Please try again in a moment.',
      });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.code(400).send({ error: 'validation_failed', message: describeIssues(error.validation) });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'response did not match its schema');
      return reply
        .code(500)
        .send({ error: 'internal', message: 'Something went wrong on our side. Please try again.' });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own client errors: malformed JSON, wrong content type, body too large.
      return reply
        .code(status)
        .send({ error: clientErrorCode(error.code, status), message: toStorableText(error.message) });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply
      .code(500)
      .send({ error: 'internal', message: 'Something went wrong on our side. Please try again.' });
  });
}
