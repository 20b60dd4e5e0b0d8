import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@client/lib/api';
import { ApiRequestError } from '@client/lib/api-error';
import { sessionStore } from '@client/lib/session-store';
import { enqueue, hasPendingWrites } from './outbox';
import type { QueuedRequest } from './outbox-rules';

/** Either the server's answer, or the write is on this device waiting to be sent. */
export type QueuedResult<T> = { status: 'sent'; data: T } | { status: 'queued'; key: string };

export type QueuedMutationOptions<S extends z.ZodType> = Omit<QueuedRequest, 'body'> & {
  /** What the waiting list calls this write; may depend on the body. */
  label: string | ((body: unknown) => string);
  schema?: S;
};

export type QueuedVariables = { body: unknown; key?: string };

/**
 * A write that survives a bad connection. Online, it is sent at once with an Idempotency-Key; offline,
 * on a network error, or while older writes still wait (so the order holds), it goes to the outbox
 * with that same key, and the server applies it once whichever copy arrives. Refusals (4xx, 5xx)
 * of a direct call are returned as errors for the screen to show, as with any mutation.
 */
export function useQueuedMutation<S extends z.ZodType>(options: QueuedMutationOptions<S>) {
  const { label, schema, ...request } = options;
  return useMutation({
    // Offline-first: never paused by TanStack's own network detection.
    networkMode: 'always',
    mutationFn: async ({
      body,
      key = crypto.randomUUID(),
    }: QueuedVariables): Promise<QueuedResult<z.infer<S>>> => {
      const queue = async () => {
        const name = typeof label === 'function' ? label(body) : label;
        await enqueue({ ...request, body, label: name, key });
        return { status: 'queued', key } as const;
      };
      const userId = sessionStore.getSession()?.user.id;
      if (!navigator.onLine || (userId !== undefined && (await hasPendingWrites(String(userId))))) {
        return queue();
      }
      try {
        const data = await api(request.path, { ...request, body, schema, idempotencyKey: key });
        return { status: 'sent', data };
      } catch (error) {
        if (error instanceof ApiRequestError && error.status === 0) return queue();
        throw error;
      }
    },
  });
}
