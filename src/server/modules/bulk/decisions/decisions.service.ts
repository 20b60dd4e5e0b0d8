import {
  type BulkInventoryRecord,
  type DecisionLineRow,
  type DecisionResult,
  type ResendBody,
} from '@shared/api/bulk/bulk-decisions';
import {
  decidedLineProblem,
  DECISION_WAREHOUSE,
  fulfilled,
  isSplitDecision,
  lineOutcome,
  SHIP_METHOD_WAREHOUSES,
  type DecidedLine,
} from '@shared/domain/bulk/decisions';
import {
  BULK_ITEM_STATUS,
  BULK_STAGE_LABEL,
  type BulkStage,
  type BulkWarehouse,
} from '@shared/domain/bulk/status';
import { ACUMATICA_STATUS } from '@shared/domain/dropship/status';
import type { Company } from '@shared/domain/identity/companies';
import { padErpNumber } from '@shared/lib/dates';
import type { SalesOrderDetailInquiry } from '../../../integrations/acumatica/entities';
import { integrationFailure } from '../../../platform/http/integration-failure';
import { IntegrationError } from '../../../integrations/integration-error';
import type { Integrations } from '../../../integrations/registry';
import type { DbOrTx } from '../../../platform/db/client';
import { badRequest, conflict, notFound } from '../../../platform/http/http-error';
import type { BulkDecisionsRepository, BulkItemRecord, BulkOrderRecord } from './decisions.repository';
import { decodeDecisions, matchLines, type OrderInput } from './decision-payload';
import { bulkSalesOrder, findBulkSalesOrder } from './erp-sales-order';

/** Stages whose decisions may be saved (again): New, and Not In Acumatica (Update Order). */
const DECIDABLE: readonly BulkStage[] = ['new', 'not_in_acumatica'];

const result = (order: BulkOrderRecord, error: string | null = null): DecisionResult => ({
  id: order.id,
  internal_po_number: order.internalPoNumber,
  vendor_name: order.vendorName,
  stage: order.stage as BulkStage,
  acu_order_num: order.acuOrderNum,
  acumatica_status: order.acumaticaStatus,
  error,
});

/**
 * Saving decisions and sending bulk orders to Acumatica (the lifecycle of .tools/issue13-plan.md):
 * decisions of the whole body are checked and written in one transaction (nothing is written when
 * any order is refused); each decided order then waits on Not In Acumatica (400 processing) while
 * its sales order is created on hold, locked so two sends cannot make two sales orders, and moves
 * to Not Routed (401) or stays with -401 and the ERP's reason.
 */
export class BulkDecisionsService {
  constructor(
    private readonly repo: BulkDecisionsRepository,
    private readonly integrations: Integrations,
  ) {}

  async save(company: Company, data: string): Promise<DecisionResult[]> {
    const payload = decodeDecisions(data);
    const seen = new Set<string>();
    for (const o of payload.orders) {
      const key = JSON.stringify([o.internal_po_number, o.vendor_name]);
      if (seen.has(key))
        throw badRequest(
          `Order ${o.internal_po_number} of ${o.vendor_name} is sent twice.`,
          'invalid_decisions',
        );
      seen.add(key);
    }
    const decided = await this.repo.db.transaction(async (tx) => {
      const orders: { order: BulkOrderRecord; lines: BulkItemRecord[]; decided: Map<number, DecidedLine> }[] =
        [];
      for (const input of payload.orders) {
        const order = await this.decidableOrder(tx, company, input);
        const lines = await this.repo.lines(tx, order.id);
        orders.push({ order, lines, decided: matchLines(input, lines) });
      }
      const written: BulkOrderRecord[] = [];
      for (const o of orders) written.push(await this.writeDecisions(tx, o.order, o.lines, o.decided));
      return written;
    });
    const results: DecisionResult[] = [];
    for (const order of decided) {
      results.push(order.stage === 'not_in_acumatica' ? await this.send(company, order.id) : result(order));
    }
    return results;
  }

  /** GET /bulk-orders/decisions: the panel's lines of these orders. */
  async lines(company: Company, orderIds: readonly number[]): Promise<DecisionLineRow[]> {
    return (await this.repo.decisionLines(company, orderIds)) as DecisionLineRow[];
  }

  /** GET /bulk/inventory. */
  inventory(company: Company, skus?: readonly string[]): Promise<BulkInventoryRecord[]> {
    return this.repo.inventory(company, skus);
  }

  /** GET /acumatica/salesOrderDetail: the inquiry of one order (number padded to 7); 404 when unknown. */
  async salesOrderDetail(company: Company, orderNbr: string): Promise<SalesOrderDetailInquiry> {
    const number = padErpNumber(orderNbr);
    let detail: SalesOrderDetailInquiry | null = null;
    try {
      detail = await this.integrations.acumatica(company).getSalesOrderDetail(number);
    } catch (error) {
      integrationFailure(error, 'Failed to read the order from Acumatica');
    }
    if (!detail) throw notFound(`Acumatica has no order ${number}.`, 'erp_order_not_found');
    return detail;
  }

  async resend(company: Company, body: ResendBody): Promise<DecisionResult[]> {
    const ids: number[] = [];
    for (const o of body.orders) {
      const order = await this.repo.order(
        this.repo.db,
        company,
        o.internal_po_number.trim(),
        o.vendor_name.trim(),
      );
      if (!order)
        throw notFound(`Order ${o.internal_po_number} of ${o.vendor_name} was not found.`, 'order_not_found');
      if (order.stage !== 'not_in_acumatica') {
        throw conflict(
          `Order ${order.internalPoNumber} is on ${BULK_STAGE_LABEL[order.stage as BulkStage] ?? order.stage}, not Not In Acumatica.`,
          'not_in_acumatica_only',
        );
      }
      ids.push(order.id);
    }
    const results: DecisionResult[] = [];
    for (const id of ids) results.push(await this.send(company, id));
    return results;
  }

  private async decidableOrder(tx: DbOrTx, company: Company, input: OrderInput): Promise<BulkOrderRecord> {
    const order = await this.repo.order(tx, company, input.internal_po_number, input.vendor_name, true);
    if (!order) {
      throw notFound(
        `Order ${input.internal_po_number} of ${input.vendor_name} was not found.`,
        'order_not_found',
      );
    }
    if (input.vendor_code && order.vendorCode && input.vendor_code !== order.vendorCode) {
      throw badRequest(
        `Order ${order.internalPoNumber} belongs to vendor code ${order.vendorCode}, not ${input.vendor_code}.`,
        'invalid_decisions',
      );
    }
    const stage = order.stage as BulkStage;
    if (!DECIDABLE.includes(stage) || (stage === 'not_in_acumatica' && order.acuOrderNum)) {
      throw conflict(
        `Order ${order.internalPoNumber} is on ${BULK_STAGE_LABEL[stage] ?? stage}; its decisions can no longer change.`,
        'not_decidable',
      );
    }
    return order;
  }

  private async writeDecisions(
    tx: DbOrTx,
    order: BulkOrderRecord,
    lines: readonly BulkItemRecord[],
    decided: Map<number, DecidedLine>,
  ): Promise<BulkOrderRecord> {
    const pieces: Record<BulkWarehouse, number> = { kentucky: 0, pennsylvania: 0, texas: 0, illinois: 0 };
    let open = 0;
    for (const line of lines) {
      const d = decided.get(line.id)!;
      const problem = decidedLineProblem(d);
      if (problem) throw badRequest(`Order ${order.internalPoNumber}: ${problem}`, 'invalid_decisions');
      const outcome = lineOutcome(d);
      const split = isSplitDecision(d.decision);
      const single = DECISION_WAREHOUSE[d.decision];
      for (const w of SHIP_METHOD_WAREHOUSES) pieces[w] += d.fulfil[w];
      if (fulfilled(d.fulfil) > 0) open += 1;
      await this.repo.updateLine(tx, line.id, {
        decision: d.decision,
        fulfillKy: d.fulfil.kentucky,
        fulfillPa: d.fulfil.pennsylvania,
        fulfillTx: d.fulfil.texas,
        fulfillIl: d.fulfil.illinois,
        backOrdered: outcome.backOrdered,
        discontinued: outcome.discontinued,
        cancelled: outcome.cancelled,
        shipMethod: single ? (d.methods[single] ?? null) : null,
        kyMethod: split ? (d.methods.kentucky ?? null) : null,
        paMethod: split ? (d.methods.pennsylvania ?? null) : null,
        txMethod: split ? (d.methods.texas ?? null) : null,
        ilMethod: split ? (d.methods.illinois ?? null) : null,
        orderStatus: outcome.status,
      });
    }
    const main = [...SHIP_METHOD_WAREHOUSES].sort((a, b) => pieces[b] - pieces[a])[0]!;
    // Every line cancelled: the order is on no tab (D2 Shorting) and nothing goes to the ERP.
    const patch =
      open === 0
        ? { stage: 'complete', orderStatus: BULK_ITEM_STATUS.cancelled, acumaticaStatus: null }
        : {
            stage: 'not_in_acumatica',
            orderStatus: BULK_ITEM_STATUS.acknowledged,
            acumaticaStatus: ACUMATICA_STATUS.processing,
            warehouse: main,
          };
    await this.repo.updateOrder(tx, order.id, patch);
    return { ...order, ...patch };
  }

  /** Creates (or finds, after a lost answer) the order's sales order on hold; Not Routed on success. */
  private async send(company: Company, orderId: number): Promise<DecisionResult> {
    const erp = this.integrations.acumatica(company);
    return this.repo.db.transaction(async (tx) => {
      const order = await this.repo.orderById(tx, orderId);
      if (order.stage !== 'not_in_acumatica') return result(order);
      const lines = await this.repo.lines(tx, order.id);
      let number: string;
      try {
        const vendor = await this.repo.vendor(tx, company, order.vendorName);
        number =
          (await findBulkSalesOrder(erp, order, vendor?.code ?? order.vendorCode)) ??
          (await erp.createSalesOrder(bulkSalesOrder(order, lines, vendor))).OrderNbr.value;
      } catch (error) {
        if (!(error instanceof IntegrationError)) throw error;
        const patch = { acumaticaStatus: ACUMATICA_STATUS.orderFailed };
        await this.repo.updateOrder(tx, order.id, patch);
        return result({ ...order, ...patch }, error.message);
      }
      const patch = {
        stage: 'not_routed',
        acuOrderNum: number,
        acumaticaStatus: ACUMATICA_STATUS.orderCreated,
      };
      await this.repo.updateOrder(tx, order.id, patch);
      return result({ ...order, ...patch });
    });
  }
}
