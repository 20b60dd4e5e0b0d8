import { inflateSync } from 'node:zlib';
import { decisionsPayloadSchema } from '@shared/api/bulk/bulk-decisions';
import type { z } from 'zod';
import { warehousesUsed, type DecidedLine, type ShipMethods } from '@shared/domain/bulk/decisions';
import type { BulkWarehouse } from '@shared/domain/bulk/status';
import { badRequest } from '../../../platform/http/http-error';
import type { BulkItemRecord } from './decisions.repository';

/**
 * The body of PUT /bulk-orders/decisions read into decided lines: decoded and size-checked, then
 * each order's lines matched to the order's items, every line exactly once. Pure: the service
 * writes what this returns.
 */

export type Payload = z.output<typeof decisionsPayloadSchema>;
export type OrderInput = Payload['orders'][number];
type ItemInput = OrderInput['items'][number];

/** A decoded body larger than this is refused before it is parsed. */
const MAX_DECODED_BYTES = 64 * 1024 * 1024;

const METHOD_FIELD: Record<BulkWarehouse, 'ky_method' | 'pa_method' | 'tx_method' | 'il_method'> = {
  kentucky: 'ky_method',
  pennsylvania: 'pa_method',
  texas: 'tx_method',
  illinois: 'il_method',
};

/** The compressed body: base64 of zlib-deflated JSON (src/shared/lib/codec.ts). */
export function decodeDecisions(data: string): Payload {
  let json: unknown;
  try {
    const bytes = inflateSync(Buffer.from(data.trim(), 'base64'), { maxOutputLength: MAX_DECODED_BYTES });
    json = JSON.parse(bytes.toString('utf8'));
  } catch {
    throw badRequest(
      'The decisions could not be read: data must be base64 of zlib-deflated JSON.',
      'bad_envelope',
    );
  }
  const parsed = decisionsPayloadSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue?.path.length ? `${issue.path.join('.')}: ` : '';
    throw badRequest(`${where}${issue?.message ?? 'Invalid decisions.'}`, 'invalid_decisions');
  }
  return parsed.data;
}

function methodsOf(item: ItemInput): ShipMethods {
  const fulfil = {
    kentucky: item.fulfill_ky,
    pennsylvania: item.fulfill_pa,
    texas: item.fulfill_tx,
    illinois: item.fulfill_il,
  };
  const methods: ShipMethods = {};
  for (const w of warehousesUsed([{ fulfil }])) {
    const m = item[METHOD_FIELD[w]] ?? item.ship_method;
    if (m) methods[w] = m;
  }
  return methods;
}

function decidedOf(item: ItemInput, line: BulkItemRecord): DecidedLine {
  return {
    internal_sku: line.internalSku,
    quantity: line.quantity,
    decision: item.decision,
    fulfil: {
      kentucky: item.fulfill_ky,
      pennsylvania: item.fulfill_pa,
      texas: item.fulfill_tx,
      illinois: item.fulfill_il,
    },
    methods: methodsOf(item),
  };
}

/** Each line of the order with its decided form; every line exactly once. */
export function matchLines(order: OrderInput, lines: readonly BulkItemRecord[]): Map<number, DecidedLine> {
  const po = order.internal_po_number;
  const byId = new Map(lines.map((l) => [l.id, l]));
  const taken = new Map<number, DecidedLine>();
  const take = (line: BulkItemRecord, item: ItemInput) => {
    if (taken.has(line.id))
      throw badRequest(
        `Order ${po}: line ${line.id} (${line.internalSku}) is decided twice.`,
        'invalid_decisions',
      );
    if (item.quantity !== undefined && item.quantity !== line.quantity) {
      throw badRequest(
        `Order ${po}: SKU ${line.internalSku} has quantity ${line.quantity}, not ${item.quantity}.`,
        'invalid_decisions',
      );
    }
    taken.set(line.id, decidedOf(item, line));
  };
  for (const item of order.items) {
    if (item.id !== undefined) {
      const line = byId.get(item.id);
      if (!line || line.internalSku !== item.internal_sku) {
        throw badRequest(
          `Order ${po} has no line ${item.id} of SKU ${item.internal_sku}.`,
          'invalid_decisions',
        );
      }
      take(line, item);
    } else {
      const line = lines.find((l) => l.internalSku === item.internal_sku && !taken.has(l.id));
      if (!line)
        throw badRequest(`Order ${po} has no (other) line of SKU ${item.internal_sku}.`, 'invalid_decisions');
      take(line, item);
    }
  }
  if (taken.size !== lines.length) {
    throw badRequest(
      `Order ${po}: decide each of its ${lines.length} lines (${taken.size} given).`,
      'invalid_decisions',
    );
  }
  return taken;
}
