import { useMutation } from '@tanstack/react-query';
import type { EndpointInput, EndpointOutput } from '@shared/api/endpoint';
import type { CompanySide } from '@shared/domain/identity/companies';
import { ApiRequestError } from '@client/lib/api-error';
import { sessionStore } from '@client/lib/session-store';
import { enqueue, hasPendingWrites } from './outbox';
import type { QueuedInput, QueuedRequest } from './outbox-rules';
import { sendQueued, type QueueableEndpoint } from './queueable-endpoints';

/** Either the server's answer, or the write is on this device waiting to be sent. */
export type QueuedResult<T> = { status: 'sent'; data: T } | { status: 'queued'; key: string };

type Common<E extends QueueableEndpoint> = {
  endpoint: E;
  /** The company header form, for a contract that accepts either side. */
  side?: CompanySide;
  /** What the waiting list calls this write. */
  label: string;
  /** The Idempotency-Key; a new one when left out. */
  key?: string;
};

/**
 * A write: the contract and its input, or (`ref`) a write about what an earlier queued write
 * creates, whose parameter the outbox fills from that write's answer once it has one.
 */
export type SendOrQueueInput<E extends QueueableEndpoint> = Common<E> &
  (
    | { input: EndpointInput<E>; ref?: undefined }
    | { input: QueuedInput; ref: NonNullable<QueuedRequest['ref']> }
  );

/**
 * Sends a write at once with an Idempotency-Key; offline, on a network error, or while older writes
 * still wait (so the order holds) it goes to the outbox with that same key, and the server applies it
 * once whichever copy arrives. A write that refers to a queued one (`ref`) always queues. Refusals
 * (4xx, 5xx) of a direct call are thrown for the screen to show.
 */
export async function sendOrQueue<E extends QueueableEndpoint>(
  write: SendOrQueueInput<E>,
): Promise<QueuedResult<EndpointOutput<E>>> {
  const { endpoint, side, label, ref, key = crypto.randomUUID() } = write;
  const input = write.input as QueuedInput;
  const queue = async () => {
    await enqueue({
      endpoint: endpoint.name,
      input,
      ...(side ? { side } : {}),
      ...(ref ? { ref } : {}),
      label,
      key,
    });
    return { status: 'queued', key } as const;
  };
  const writer = sessionStore.getActor()?.id;
  if (!navigator.onLine || ref || (writer !== undefined && (await hasPendingWrites(writer)))) {
    return queue();
  }
  try {
    const data = (await sendQueued(endpoint, input, { idempotencyKey: key, side })) as EndpointOutput<E>;
    return { status: 'sent', data };
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 0) return queue();
    throw error;
  }
}

export type QueuedMutationOptions<E extends QueueableEndpoint> = {
  endpoint: E;
  side?: CompanySide;
  /** What the waiting list calls this write; may depend on the input. */
  label: string | ((input: EndpointInput<E>) => string);
};

/** The call's input, and the key of the write when the screen keeps one across retries. */
export type QueuedVariables<E extends QueueableEndpoint> = EndpointInput<E> & { key?: string };

/** `sendOrQueue` as a mutation: a write that survives a bad connection. */
export function useQueuedMutation<E extends QueueableEndpoint>({
  endpoint,
  side,
  label,
}: QueuedMutationOptions<E>) {
  return useMutation({
    // Offline-first: never paused by TanStack's own network detection.
    networkMode: 'always',
    mutationFn: ({ key, ...rest }: QueuedVariables<E>) => {
      const input = rest as EndpointInput<E>;
      return sendOrQueue<E>({
        endpoint,
        side,
        input,
        label: typeof label === 'function' ? label(input) : label,
        key,
      });
    },
  });
}
