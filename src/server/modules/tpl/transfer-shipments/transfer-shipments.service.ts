import type { Company } from '@shared/domain/identity/companies';
import { isShippable, readyToShip, transferOrderNotShippable } from '@shared/domain/tpl/transfer-orders';
import { field } from '../../../integrations/acumatica/fields';
import { IntegrationError } from '../../../integrations/integration-error';
import type { Integrations } from '../../../integrations/registry';
import { conflict, HttpError } from '../../../platform/http/http-error';
import { integrationFailure } from '../../../platform/http/integration-failure';
import type { UserPrincipal } from '../../../platform/http/types';
import { toTransferOrderView, type TransferOrdersService } from '../transfer-orders/transfer-orders.service';
import type { TransferShipmentsRepository } from './transfer-shipments.repository';

/**
 * Create Shipment (/3pl_create_shipments; D3 2.3, 4, 8): the ready-to-ship builds of a transfer
 * order (GET /tpl/acumatica/rtbuilds) and the shipment of them in the ERP (POST
 * /tpl/acumatica/transfer-shipment, ours). Only Open or Shipping orders ship (409 otherwise);
 * a line never ships more than is ready.
 */
export class TransferShipmentsService {
  constructor(
    private readonly orders: TransferOrdersService,
    private readonly repo: TransferShipmentsRepository,
    private readonly integrations: Integrations,
  ) {}

  async ready(company: Company, orderNbr: string, warehouse: string | null) {
    const order = toTransferOrderView(await this.orders.get(company, orderNbr));
    const at = warehouse ?? order.FromWarehouse;
    const built = await this.repo.buildsOf(company, order.OrderNbr, at);
    return {
      order,
      answer: {
        order_number: order.OrderNbr,
        warehouse: at,
        builds: built.length,
        lines: readyToShip(order.lines, built),
      },
    };
  }

  async create(
    user: UserPrincipal,
    company: Company,
    input: { order_number: string; warehouse: string | null; lines: { sku: string; qty: number }[] },
  ) {
    const { order, answer } = await this.ready(company, input.order_number, input.warehouse);
    if (!isShippable(order.Status)) {
      throw conflict(transferOrderNotShippable(order.OrderNbr, order.Status), 'transfer_order_not_shippable');
    }
    const ready = new Map<string, number>();
    for (const r of answer.lines) ready.set(r.sku, (ready.get(r.sku) ?? 0) + r.ready);
    const wanted = new Map<string, number>();
    for (const l of input.lines) wanted.set(l.sku, (wanted.get(l.sku) ?? 0) + l.qty);
    for (const [sku, qty] of wanted) {
      if (!ready.has(sku))
        throw new HttpError(422, 'sku_not_on_order', `${sku} is not on transfer order ${order.OrderNbr}.`);
      const can = ready.get(sku) ?? 0;
      if (qty > can)
        throw new HttpError(
          422,
          'not_ready',
          `Only ${can} of ${sku} ${can === 1 ? 'is' : 'are'} ready to ship on transfer order ${order.OrderNbr}.`,
        );
    }
    let shipped;
    try {
      shipped = await this.integrations.acumatica(company).createTransferShipment(
        order.OrderNbr,
        [...wanted].map(([sku, qty]) => ({ Sku: field(sku), Qty: field(qty) })),
      );
    } catch (error) {
      // The ERP checks the status again; an order that changed meanwhile is refused the same way.
      if (error instanceof IntegrationError && error.code === 'rejected')
        throw conflict(error.message, 'transfer_order_not_shippable');
      integrationFailure(error, 'Acumatica did not create the shipment');
    }
    const view = toTransferOrderView(shipped);
    const firstSku = [...wanted.keys()][0];
    const shipmentNbr = view.lines.find((l) => l.Sku === firstSku)?.ShipmentNbr ?? '';
    const units = [...wanted.values()].reduce((sum, q) => sum + q, 0);
    await this.orders.log.write({
      level: 'info',
      company,
      message: `Shipment ${shipmentNbr} of transfer order ${view.OrderNbr} created by ${user.username}: ${units} units, now ${view.Status}`,
      meta: { kind: 'tpl-transfer-shipment', order_number: view.OrderNbr, shipment_nbr: shipmentNbr },
    });
    return { shipment_nbr: shipmentNbr, transfer_order: view };
  }
}
