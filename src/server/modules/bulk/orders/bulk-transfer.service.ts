import type { BulkTransferAnswer, BulkTransferRequest } from '@shared/api/bulk/transfer';
import { WAREHOUSE_DECISION } from '@shared/domain/bulk/decisions';
import { BULK_WAREHOUSES, type BulkStage, type BulkWarehouse } from '@shared/domain/bulk/status';
import {
  TRANSFER_MESSAGES,
  TRANSFER_STAGES,
  transferBlock,
  transferredFulfil,
  type TransferLine,
} from '@shared/domain/bulk/transfer';
import type { Company } from '@shared/domain/identity/companies';
import type { Integrations } from '../../../integrations/registry';
import type { LogRepository } from '../../../platform/audit/audit-log.repository';
import { badRequest, conflict, notFound } from '../../../platform/http/http-error';
import { integrationFailure } from '../../../platform/http/integration-failure';
import type { UserPrincipal } from '../../../platform/http/types';
import { bulkSalesOrder } from '../decisions/erp-sales-order';
import type {
  BulkDecisionsRepository,
  BulkItemPatch,
  BulkItemRecord,
} from '../decisions/decisions.repository';
import type { BulkOrdersService } from './bulk-orders.service';

const FULFIL_FIELD = {
  kentucky: 'fulfillKy',
  pennsylvania: 'fulfillPa',
  texas: 'fulfillTx',
  illinois: 'fulfillIl',
} as const satisfies Record<BulkWarehouse, keyof BulkItemRecord>;
const METHOD_FIELD = {
  kentucky: 'kyMethod',
  pennsylvania: 'paMethod',
  texas: 'txMethod',
  illinois: 'ilMethod',
} as const satisfies Record<BulkWarehouse, keyof BulkItemRecord>;

const asTransferLine = (l: BulkItemRecord): TransferLine => ({
  internal_sku: l.internalSku,
  order_status: l.orderStatus,
  fulfil: Object.fromEntries(BULK_WAREHOUSES.map((w) => [w, l[FULFIL_FIELD[w]]])) as Record<
    BulkWarehouse,
    number
  >,
});

/**
 * Transfer on the bulk order drawer (rules in src/shared/domain/bulk/transfer.ts): the chosen lines
 * of a Not Routed or Not Built order re-decided whole to one warehouse, and the order's Acumatica
 * sales order given the same lines. One transaction: a refused line or an ERP refusal writes nothing.
 */
export class BulkTransferService {
  constructor(
    private readonly orders: BulkOrdersService,
    private readonly repo: BulkDecisionsRepository,
    private readonly integrations: Integrations,
    private readonly log: LogRepository,
  ) {}

  async transfer(
    user: UserPrincipal,
    company: Company,
    body: BulkTransferRequest,
  ): Promise<BulkTransferAnswer> {
    const key = { internal_po_number: body.internal_po_number.trim(), vendor_name: body.vendor_name.trim() };
    // The caller must hold the order's warehouse, and the target warehouse too.
    await this.orders.order(user, company, key);
    const target = body.warehouse;
    this.orders.checkWarehouse(user, company, target);
    return this.repo.db.transaction(async (tx) => {
      const order = await this.repo.order(tx, company, key.internal_po_number, key.vendor_name, true);
      if (!order) throw notFound(`Could not find order ${key.internal_po_number} of ${key.vendor_name}.`);
      const po = order.internalPoNumber;
      const stage = order.stage as BulkStage;
      if (!TRANSFER_STAGES.includes(stage)) throw conflict(TRANSFER_MESSAGES.stage(po, stage), 'stage');
      if (!order.acuOrderNum) throw conflict(TRANSFER_MESSAGES.noAcumatica(po), 'no_acumatica_order');
      const lines = await this.repo.lines(tx, order.id);
      const byId = new Map(lines.map((l) => [l.id, l]));
      const ids = [...new Set(body.order_ids)];
      const moved = ids.map((id) => {
        const line = byId.get(id);
        if (!line) throw badRequest(`Item ${id} is not on order ${po}.`, 'unknown_item');
        const why = transferBlock(asTransferLine(line), target);
        if (why)
          throw conflict(
            `Item ${line.internalSku} of order ${po} cannot be transferred: ${why}.`,
            'item_status',
          );
        return line;
      });

      const after = lines.map((line) => {
        if (!ids.includes(line.id)) return line;
        const fulfil = transferredFulfil(asTransferLine(line), target);
        const method = BULK_WAREHOUSES.map((w) => line[METHOD_FIELD[w]]).find(Boolean) ?? line.shipMethod;
        const patch: BulkItemPatch = {
          decision: WAREHOUSE_DECISION[target],
          kyMethod: null,
          paMethod: null,
          txMethod: null,
          ilMethod: null,
          [METHOD_FIELD[target]]: method,
          ...Object.fromEntries(BULK_WAREHOUSES.map((w) => [FULFIL_FIELD[w], fulfil[w]])),
        };
        return { ...line, ...patch };
      });
      for (const line of moved) {
        const patch = after.find((l) => l.id === line.id)!;
        await this.repo.updateLine(tx, line.id, {
          decision: patch.decision,
          fulfillKy: patch.fulfillKy,
          fulfillPa: patch.fulfillPa,
          fulfillTx: patch.fulfillTx,
          fulfillIl: patch.fulfillIl,
          kyMethod: patch.kyMethod,
          paMethod: patch.paMethod,
          txMethod: patch.txMethod,
          ilMethod: patch.ilMethod,
        });
      }
      // The order's warehouse follows its lines when they all ship from one.
      const used = new Set(after.flatMap((l) => BULK_WAREHOUSES.filter((w) => l[FULFIL_FIELD[w]] > 0)));
      if (used.size === 1 && order.warehouse !== [...used][0])
        await this.repo.updateOrder(tx, order.id, { warehouse: [...used][0] });

      const vendor = await this.repo.vendor(tx, company, order.vendorName);
      const details = bulkSalesOrder(order, after, vendor).Details;
      try {
        await this.integrations.acumatica(company).replaceSalesOrderLines(order.acuOrderNum, details);
      } catch (error) {
        integrationFailure(error, 'Acumatica did not take the transfer');
      }
      await this.log.write(
        {
          level: 'info',
          company,
          message: `${user.username} transferred ${moved.length} item(s) of bulk order ${po} (${order.vendorName}) to ${target}`,
          meta: { kind: 'bulk-transfer', order_id: order.id, item_ids: ids, warehouse: target },
        },
        tx,
      );
      return {
        internal_po_number: po,
        vendor_name: order.vendorName,
        warehouse: target,
        moved: moved.length,
      };
    });
  }
}
