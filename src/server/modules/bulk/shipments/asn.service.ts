import Papa from 'papaparse';
import type { AsnOutcome, SendAsnsAnswer } from '@shared/api/bulk/bulk-shipments';
import { READY_SHIPMENTS_COLUMNS, readyShipmentsFileName } from '@shared/domain/bulk/shipments';
import { ASN_STATUS, SHIPMENT_STATUS } from '@shared/domain/bulk/status';
import { dayIn } from '@shared/lib/zoned-time';
import { IntegrationError } from '../../../integrations/integration-error';
import type { Integrations } from '../../../integrations/registry';
import type { ShipNotice, VendorRef } from '../../../integrations/vendors/port';
import type { FileAnswer } from '../../../platform/http/route';
import type { JobSender } from '../../../platform/jobs/job-sender';
import type { BulkJobs } from '../bulk.jobs';
import { shipmentPallets } from './cartons';
import { checkWarehouses, type Caller } from './order-guards';
import type { OrderRecord, ShipmentContent, ShipmentsRepository } from './shipments.repository';

const SENT_SHIPMENTS: readonly number[] = [SHIPMENT_STATUS.confirmed, SHIPMENT_STATUS.reshipped];
/** The office's day (the file's date and a shipment's default ship date). */
const today = (at: Date) => dayIn(at);

/** Orders of the caller's warehouses only (a one-warehouse user sends that warehouse's ASNs). */
function visible(caller: Caller, orders: readonly OrderRecord[]): OrderRecord[] {
  return orders.filter((o) => {
    try {
      checkWarehouses(caller, [o]);
      return true;
    } catch {
      return false;
    }
  });
}

/**
 * The Shipped tab's ASNs (D2 sections 2 and 4): Send Ready ASNs sends an 856 for each confirmed
 * shipment of every Shipped order whose ASN is not sent, built from the shipment's pallets and
 * cartons (SSCC-18 each) through the vendors port; Export Ready ASNs is the same list as a CSV.
 * An order whose 856s all went moves to ASN Sent (301) and its 810 invoice is queued; a refusal or
 * a vendor that is down leaves it on Shipped with -301 and the reason.
 */
export class AsnService {
  constructor(
    private readonly repo: ShipmentsRepository,
    private readonly integrations: Integrations,
    private readonly jobs: JobSender<BulkJobs>,
    private readonly now: () => Date = () => new Date(),
  ) {}

  private async ready(caller: Caller, vendorNames?: readonly string[]) {
    const orders = visible(caller, await this.repo.ordersOnStage(caller.company, 'shipped', vendorNames));
    return orders.filter((o) => o.asnStatus !== ASN_STATUS.sent);
  }

  private notice(order: OrderRecord, shipment: ShipmentContent, pallets: ShipNotice['pallets']): ShipNotice {
    return {
      poNumber: order.internalPoNumber,
      shipmentId: shipment.acuShipNum ?? String(shipment.id).padStart(7, '0'),
      shipDate: shipment.shipDate ?? today(this.now()),
      carrier: shipment.carrier ?? '',
      billOfLading: shipment.bol ?? undefined,
      proNumber: shipment.proNumber ?? undefined,
      shipTo: {
        name: order.name ?? order.vendorName,
        address1: order.address1 ?? '',
        address2: order.address2 ?? undefined,
        city: order.city ?? '',
        state: order.state ?? '',
        zip: order.zipCode ?? '',
      },
      packages: [],
      pallets,
    };
  }

  /** Sends the 856s of one order; the reason when the vendor did not take one. */
  private async sendOrder(caller: Caller, order: OrderRecord): Promise<AsnOutcome> {
    const port = this.integrations.vendors(caller.company);
    const vendor: VendorRef = { name: order.vendorName, side: 'bulk' };
    const shipments = (await this.repo.shipments(this.repo.db, [order.id])).filter((s) =>
      SENT_SHIPMENTS.includes(s.shipmentStatus),
    );
    const outcome: AsnOutcome = {
      internal_po_number: order.internalPoNumber,
      vendor_name: order.vendorName,
      asn_status: ASN_STATUS.sent,
      reason: null,
      transaction_ids: [],
    };
    try {
      if (shipments.length === 0) throw new IntegrationError('vendors', 'rejected', 'No confirmed shipment.');
      for (const shipment of shipments) {
        const pallets = await this.repo.db.transaction((tx) =>
          shipmentPallets(this.repo, tx, caller.company, shipment),
        );
        const receipt = await port.sendTracking(vendor, this.notice(order, shipment, pallets));
        outcome.transaction_ids.push(receipt.id);
      }
    } catch (error) {
      if (!(error instanceof IntegrationError)) throw error;
      outcome.asn_status = ASN_STATUS.failed;
      outcome.reason = error.message;
    }
    if (outcome.asn_status === ASN_STATUS.sent) {
      await this.repo.updateOrders(this.repo.db, [order.id], {
        stage: 'asn_sent',
        asnStatus: ASN_STATUS.sent,
        asnError: null,
      });
      await this.jobs.send(
        'bulk.send-invoice',
        { company: caller.company, order_id: order.id },
        { singletonKey: `${caller.company}:${order.id}` },
      );
    } else {
      await this.repo.updateOrders(this.repo.db, [order.id], {
        stage: 'shipped',
        asnStatus: ASN_STATUS.failed,
        asnError: outcome.reason,
      });
    }
    return outcome;
  }

  async sendReady(caller: Caller, vendorNames?: readonly string[]): Promise<SendAsnsAnswer> {
    const orders = await this.ready(caller, vendorNames);
    const outcomes: AsnOutcome[] = [];
    // One order at a time: the vendors port numbers its interchanges in sequence.
    for (const order of orders) {
      // Two presses at once must not send an order twice: the first to move it off Shipped sends it.
      if (!(await this.repo.claimForAsn(order.id))) continue;
      outcomes.push(await this.sendOrder(caller, order));
    }
    const sent = outcomes.filter((o) => o.asn_status === ASN_STATUS.sent).length;
    return { sent, failed: outcomes.length - sent, orders: outcomes };
  }

  /** READY_SHIPMENTS_{date}.csv: a row per confirmed shipment of each order whose ASN is to send. */
  async exportReady(caller: Caller, vendorName?: string): Promise<FileAnswer> {
    const orders = await this.ready(caller, vendorName ? [vendorName] : undefined);
    const shipments = await this.repo.shipments(
      this.repo.db,
      orders.map((o) => o.id),
    );
    const byId = new Map(orders.map((o) => [o.id, o]));
    const rows = shipments
      .filter((s) => SENT_SHIPMENTS.includes(s.shipmentStatus))
      .map((s) => {
        const o = byId.get(s.orderId)!;
        return [
          o.internalPoNumber,
          o.externalPoNumber ?? '',
          o.vendorName,
          o.acuOrderNum ?? '',
          s.warehouse ?? '',
          s.proNumber ?? '',
          s.carrier ?? '',
          s.bol ?? '',
          s.shipDate ?? '',
          s.expectedDelivery ?? '',
          s.truckNumber ?? '',
          s.acuShipNum ?? '',
          s.totalOnShipment ?? '',
          s.lines.reduce((n, l) => n + l.quantity, 0),
          o.asnStatus,
        ];
      });
    const body = Papa.unparse({ fields: [...READY_SHIPMENTS_COLUMNS], data: rows });
    return { name: readyShipmentsFileName(today(this.now())), body: `${body}\n` };
  }
}
