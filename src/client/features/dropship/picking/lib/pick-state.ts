/**
 * What the tablet knows of a sheet's lines: the server's confirmations (the cached pick list) plus
 * the confirmations this device made that the server may not have yet (its outbox). Pure, so the
 * unit tests run it without a browser.
 */
import { confirmPick, type ConfirmPickRequest, type PickLine } from '@shared/api/dropship/picking';
import type { PickConfirmation } from '@shared/domain/dropship/picking';
import type { OutboxEntry } from '@client/offline/outbox-rules';

export type LineState = {
  confirmation: Pick<PickConfirmation, 'quantity' | 'method' | 'short_reason'>;
  /** On this device only: queued (or being sent), not on the server yet. */
  waiting: boolean;
  /** Whoever confirmed it, when the server says. */
  by: string | null;
};

export type SheetState = {
  /** Done lines by SKU. */
  done: Map<string, LineState>;
  /** Confirmations the server refused (another picker recorded another quantity), by SKU. */
  refused: Map<string, string>;
};

const bodyOf = (e: OutboxEntry): ConfirmPickRequest | null => {
  if (e.request.endpoint !== confirmPick.name) return null;
  const body = e.request.input.body as ConfirmPickRequest | undefined;
  return body && typeof body.sku === 'string' && typeof body.pullsheet_id === 'number' ? body : null;
};

/** The outbox's confirmations of this sheet, oldest first. */
export function sheetWrites(outbox: readonly OutboxEntry[], sheetId: number): OutboxEntry[] {
  return outbox
    .filter((e) => bodyOf(e)?.pullsheet_id === sheetId)
    .sort((a, b) => (a.seq ?? 0) - (b.seq ?? 0) || a.created_at - b.created_at);
}

/**
 * The server's confirmations win; a line the server has none for is done when this device queued
 * (or just sent) one. A refused write leaves the line undone and says why, unless the server has
 * the line anyway.
 */
export function sheetState(
  lines: readonly PickLine[],
  outbox: readonly OutboxEntry[],
  sheetId: number,
): SheetState {
  const done = new Map<string, LineState>();
  const refused = new Map<string, string>();
  for (const line of lines) {
    if (line.confirmation) {
      done.set(line.sku, {
        confirmation: line.confirmation,
        waiting: false,
        by: line.confirmation.picked_by,
      });
    }
  }
  for (const e of sheetWrites(outbox, sheetId)) {
    const body = bodyOf(e);
    if (!body || done.has(body.sku)) continue;
    if (e.state === 'failed') {
      refused.set(body.sku, e.last_error ?? 'The server refused this confirmation.');
      continue;
    }
    refused.delete(body.sku);
    done.set(body.sku, {
      confirmation: { quantity: body.quantity, method: body.method, short_reason: body.short_reason ?? null },
      waiting: e.state === 'pending' || e.state === 'sending',
      by: null,
    });
  }
  return { done, refused };
}

/** The cached pick list with a confirmation the server just answered, so a reload shows it too. */
export function withConfirmation<L extends { lines: PickLine[]; pullsheet: { status_code: number } }>(
  list: L,
  sku: string,
  confirmation: NonNullable<PickLine['confirmation']>,
  statusCode: number,
): L {
  return {
    ...list,
    pullsheet: { ...list.pullsheet, status_code: statusCode },
    lines: list.lines.map((l) => (l.sku === sku ? { ...l, confirmation } : l)),
  };
}
