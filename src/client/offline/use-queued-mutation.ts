import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { legacyApi } from '@client/lib/api';
import { ApiRequestError } from '@client/lib/api-error';
import { sessionStore } from '@client/lib/session-store';
import { enqueue, hasPendingWrites } from './outbox';
import type { QueuedRequest } from './outbox-rules';

/** Either the server's answer, or the write is on this device waiting to be sent. */
export type QueuedResult<T> = { status: 'sent'; data: T } | { status: 'queued'; key: string };

export type SendOrQueueInput<S extends z.ZodType> = {
  request: QueuedRequest;
  /** What the waiting list calls this write. */
  label: string;
  schema?: S;
  /** The Idempotency-Key; a new one when left out. */
  key?: string;
};

/**
 * Sends a write at once with an Idempotency-Key; offline, on a network error, or while older writes
 * still wait (so the order holds) it goes to the outbox with that same key, and the server applies it
 * once whichever copy arrives. A write that refers to a queued one (`request.ref`) always queues.
 * Refusals (4xx, 5xx) of a direct call are thrown for the screen to show.
 */
export async function sendOrQueue<S extends z.ZodType>({
  request,
  label,
  schema,
  key = crypto.randomUUID(),
}: SendOrQueueInput<S>): Promise<QueuedResult<z.infer<S>>> {
  const queue = async () => {
    await enqueue({ ...request, label, key });
    return { status: 'queued', key } as const;
  };
  const writer = sessionStore.getActor()?.id;
  if (!navigator.onLine || request.ref || (writer !== undefined && (await hasPendingWrites(writer)))) {
    return queue();
  }
  try {
    const data = await legacyApi(request.path, { ...request, schema, idempotencyKey: key });
    return { status: 'sent', data };
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 0) return queue();
    throw error;
  }
}

export type QueuedMutationOptions<S extends z.ZodType> = Omit<QueuedRequest, 'body'> & {
  /** What the waiting list calls this write; may depend on the body. */
  label: string | ((body: unknown) => string);
  schema?: S;
};

export type QueuedVariables = { body: unknown; key?: string };

/** `sendOrQueue` as a mutation: a write that survives a bad connection. */
export function useQueuedMutation<S extends z.ZodType>(options: QueuedMutationOptions<S>) {
  const { label, schema, ...request } = options;
  return useMutation({
    // Offline-first: never paused by TanStack's own network detection.
    networkMode: 'always',
    mutationFn: ({ body, key }: QueuedVariables) =>
      sendOrQueue({
        request: { ...request, body },
        label: typeof label === 'function' ? label(body) : label,
        schema,
        key,
      }),
  });
}
