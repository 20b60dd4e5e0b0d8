import { submitBugReport } from '@shared/api/admin/bug-report';
import { createSignIn, signOutSignIn } from '@shared/api/carrier-sign-in/sign-in';
import { confirmPick } from '@shared/api/dropship/picking';
import type { Endpoint } from '@shared/api/endpoint';
import { api, type CallOptions } from '@client/lib/api';
import type { QueuedInput } from './outbox-rules';

/**
 * The writes a device may keep in its outbox and send later. The outbox stores a contract's name;
 * the replayer finds the contract here. A queued write is sent again until the server answers, so
 * only contracts that take an Idempotency-Key may be listed (the type refuses any other).
 */
const QUEUEABLE = [
  createSignIn,
  signOutSignIn,
  submitBugReport,
  confirmPick,
] as const satisfies readonly (Endpoint & {
  idempotent: true;
})[];

export type QueueableEndpoint = (typeof QUEUEABLE)[number];

const BY_NAME: ReadonlyMap<string, QueueableEndpoint> = new Map(QUEUEABLE.map((e) => [e.name, e]));

/** The contract of a stored write, or undefined for a name this version of the app no longer has. */
export function queueableEndpoint(name: string): QueueableEndpoint | undefined {
  return BY_NAME.get(name);
}

/**
 * Sends a stored write through its contract with the write's own key and company; the parsed answer
 * is kept with the entry (a later write may refer to it).
 */
export function sendQueued(
  endpoint: QueueableEndpoint,
  input: QueuedInput,
  options: CallOptions,
): Promise<unknown> {
  return api<Endpoint>(endpoint, input, options);
}
