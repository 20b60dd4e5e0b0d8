import { randomUUID } from 'node:crypto';
import type { LabelData, LabelFile } from '@shared/api/bulk/labels';
import { qtyPerPallet } from '@shared/domain/bulk/decisions';
import { packShipment } from '@shared/domain/bulk/shipments';
import { GS1_COMPANY_PREFIX, sscc } from '@shared/domain/edi/sscc';
import type { Company } from '@shared/domain/identity/companies';
import {
  boxLabelTemplate,
  padOrderNumber,
  palletRequests,
  type BoxLabelRow,
  type PalletRow,
} from '@shared/domain/labels/label-files';
import type { FileStore } from '../../../platform/files/file-store';
import { badRequest, notFound } from '../../../platform/http/http-error';
import { labelPdf, labelZpl, type LabelPage } from './label-render';
import {
  asWarehouse,
  boxPages,
  filePalletProblem,
  labelPieces,
  palletPages,
  type Pallet,
  type Wh,
} from './label-pages';
import type {
  LabelKind,
  LabelOrder,
  LabelOrderItem,
  LabelsRepository,
  StoredLabelFile,
} from './labels.repository';

const stamp = (d: Date) => d.toISOString().slice(0, 19).replace('T', ' ').replaceAll(':', '.');

const orderMissing = (po: string, vendor: string) => `Order ${po} for ${vendor} was not found.`;

/**
 * Box and pallet labels of bulk orders (D2 sections 2, 3, 5 and 7). A label's SSCC is a carton or
 * pallet a shipment already has (so the label matches the ASN) or, for an order not shipped yet and
 * on Regenerate, a new one under the company's GS1 prefix from bulk_cartons' sequence. Each file is
 * a 4x6 in PDF and the same labels in ZPL, kept in the file store; its row is written under a TEMP
 * name first and renamed once both files are stored, so the lists never show half a file.
 */
export class LabelsService {
  constructor(
    private readonly repo: LabelsRepository,
    private readonly files: FileStore,
  ) {}

  template(): { name: string; body: string } {
    return { name: 'BoxLabelTemplate.csv', body: boxLabelTemplate() };
  }

  async list(company: Company, kind: LabelKind): Promise<LabelFile[]> {
    return (await this.repo.list(company, kind)).map(toLabelFile);
  }

  async download(company: Company, kinds: readonly LabelKind[], key: string, format: 'pdf' | 'zpl') {
    const row = await this.repo.byKey(company, kinds, key);
    const stored = row && (await this.files.get(`${row.key}.${format}`));
    if (!row || !stored) throw notFound('Label file not found.');
    const base = row.name.replace(/\.pdf$/i, '');
    return { name: `${base}.${format}`, body: stored.bytes, type: stored.contentType };
  }

  async data(company: Company, name: string): Promise<{ name: string; labels: LabelData[] }> {
    const row = await this.repo.byName(company, name);
    if (!row) throw notFound('Label file not found.');
    return { name: row.name, labels: (row.data as { labels?: LabelData[] } | null)?.labels ?? [] };
  }

  async regenerate(
    company: Company,
    body: {
      internal_po_number: string;
      external_po_number?: string | null;
      vendor_name: string;
      warehouse?: string | null;
    },
  ): Promise<LabelFile> {
    const order = await this.oneOrder(company, body.internal_po_number, body.vendor_name);
    if (
      body.external_po_number &&
      order.externalPoNumber &&
      body.external_po_number !== order.externalPoNumber
    )
      throw badRequest(
        `external_po_number ${body.external_po_number} is not the order's (${order.externalPoNumber}).`,
      );
    const warehouse = asWarehouse(body.warehouse);
    if (body.warehouse && !warehouse) throw badRequest(`Unknown warehouse ${body.warehouse}.`);
    const pallets = await this.newPallets(company, order, order.items, warehouse);
    return this.write(company, 'box', `Box Labels ${order.internalPoNumber} ${order.vendorName}`, [
      ...boxPages(company, order, pallets, warehouse ?? asWarehouse(order.warehouse)),
    ]);
  }

  async createFromRows(company: Company, rows: readonly BoxLabelRow[]): Promise<LabelFile> {
    const keys = [
      ...new Map(rows.map((r) => [JSON.stringify([r.internal_po_number, r.vendor_name]), r])).values(),
    ];
    const orders = await this.repo.orders(company, {
      keys: keys.map((k) => ({ po: k.internal_po_number, vendor: k.vendor_name })),
    });
    const find = (r: BoxLabelRow) =>
      orders.find((o) => o.internalPoNumber === r.internal_po_number && o.vendorName === r.vendor_name);
    const missing = keys.find((k) => !find(k));
    if (missing) throw notFound(orderMissing(missing.internal_po_number, missing.vendor_name));
    const pages: LabelPage[] = [];
    for (const key of keys) {
      const order = find(key)!;
      const skus = rows
        .filter((r) => r.internal_po_number === key.internal_po_number && r.vendor_name === key.vendor_name)
        .map((r) => r.internal_sku);
      const all = skus.some((s) => s === '');
      const absent = skus.find((s) => s !== '' && !order.items.some((i) => i.internalSku === s));
      if (absent) throw badRequest(`SKU ${absent} is not on order ${order.internalPoNumber}.`);
      const items = all ? order.items : order.items.filter((i) => skus.includes(i.internalSku));
      const pallets = await this.unitsOf(company, order, items);
      pages.push(...boxPages(company, order, pallets, asWarehouse(order.warehouse)));
    }
    const first = keys[0]!;
    const title =
      keys.length === 1 ? `${first.internal_po_number} ${first.vendor_name}` : `${keys.length} Orders`;
    return this.write(company, 'box', `Box Labels ${title}`, pages);
  }

  async createFromOrderNbr(company: Company, kind: LabelKind, acuOrderNum: string): Promise<LabelFile> {
    const number = padOrderNumber(acuOrderNum);
    const orders = await this.repo.orders(company, { acuOrderNum: number });
    if (orders.length === 0) throw notFound('Could not find order number!', 'order_not_found');
    const pages: LabelPage[] = [];
    for (const order of orders) {
      const pallets = await this.unitsOf(company, order, order.items);
      const wh = asWarehouse(order.warehouse);
      pages.push(
        ...(kind === 'box'
          ? boxPages(company, order, pallets, wh)
          : palletPages(company, order, pallets, wh)),
      );
    }
    return this.write(company, kind, `${kind === 'box' ? 'Box' : 'Pallet'} Labels SO ${number}`, pages);
  }

  /** One pallet request per order of the file: each succeeds or fails on its own (D2 section 4). */
  async palletsFromFile(company: Company, rows: readonly PalletRow[]) {
    const requests = palletRequests(rows);
    const orders = await this.repo.orders(company, {
      keys: requests.map((r) => ({ po: r.internal_po_number, vendor: r.vendor_name })),
    });
    const success: { internal_po_number: string; vendor_name: string; file: LabelFile }[] = [];
    const fail: { internal_po_number: string; vendor_name: string; reason: string }[] = [];
    for (const request of requests) {
      const who = { internal_po_number: request.internal_po_number, vendor_name: request.vendor_name };
      const order = orders.find(
        (o) => o.internalPoNumber === who.internal_po_number && o.vendorName === who.vendor_name,
      );
      if (!order) {
        fail.push({ ...who, reason: orderMissing(who.internal_po_number, who.vendor_name) });
        continue;
      }
      const problem = filePalletProblem(order, request.pallets);
      if (problem) {
        fail.push({ ...who, reason: problem });
        continue;
      }
      const serials = await this.repo.reserveSerials(request.pallets.length);
      const prefix = GS1_COMPANY_PREFIX[company];
      const pallets: Pallet[] = request.pallets.map((p, i) => ({
        sscc: sscc(prefix, serials[i]!, 1),
        cartons: p.lines.flatMap((l) => {
          const item = order.items.find((it) => it.internalSku === l.internal_sku)!;
          const per = item.casePacks && item.casePacks > 0 ? item.casePacks : 1;
          return Array.from({ length: l.box_qty }, () => ({ item, quantity: per, sscc: '' }));
        }),
      }));
      const file = await this.write(
        company,
        'pallet',
        `Pallet Labels ${order.internalPoNumber} ${order.vendorName}`,
        palletPages(company, order, pallets, asWarehouse(order.warehouse)),
      );
      success.push({ ...who, file });
    }
    return { success, fail };
  }

  async calculator(company: Company, type: string) {
    const boxes = await this.repo.boxes(company);
    const wanted = type === 'all' ? boxes : boxes.filter((b) => b.box === type);
    return {
      entries: wanted.map((b) => ({ box: b.box, qty_per_pallet: qtyPerPallet(b.box), items: b.items })),
    };
  }

  async palletItems(company: Company, type: string) {
    const items = await this.repo.itemsInBox(company, type === 'all' ? null : type);
    return {
      items: items.map((i) => ({ ...i, description: i.description, qty_per_pallet: qtyPerPallet(i.box) })),
    };
  }

  private async oneOrder(company: Company, po: string, vendor: string): Promise<LabelOrder> {
    const [order] = await this.repo.orders(company, { keys: [{ po, vendor }] });
    if (!order) throw notFound(orderMissing(po, vendor));
    return order;
  }

  /** The order's cartons on pallets: those its shipments have, else packed by case pack with new SSCCs. */
  private async unitsOf(
    company: Company,
    order: LabelOrder,
    items: readonly LabelOrderItem[],
  ): Promise<Pallet[]> {
    const units = await this.repo.existingUnits(order.id);
    const byItem = new Map(items.map((i) => [i.id, i]));
    const kept: Pallet[] = units
      .filter((u) => u.level === 'pallet')
      .map((p) => ({
        sscc: p.sscc,
        cartons: units
          .filter(
            (c) => c.level === 'carton' && c.palletId === p.id && c.itemId !== null && byItem.has(c.itemId),
          )
          .map((c) => ({ item: byItem.get(c.itemId!)!, quantity: c.quantity ?? 0, sscc: c.sscc })),
      }))
      .filter((p) => p.cartons.length > 0);
    if (kept.length > 0) return kept;
    return this.newPallets(company, order, items, asWarehouse(order.warehouse));
  }

  private async newPallets(
    company: Company,
    order: LabelOrder,
    items: readonly LabelOrderItem[],
    warehouse: Wh | null,
  ): Promise<Pallet[]> {
    const packed = packShipment(
      items.map((i) => ({ key: i.id, quantity: labelPieces(i, warehouse), casePack: i.casePacks })),
      null,
    );
    const count = packed.length + packed.reduce((n, p) => n + p.length, 0);
    if (count === 0) throw badRequest(`Order ${order.internalPoNumber} has nothing to label.`);
    const serials = await this.repo.reserveSerials(count);
    const prefix = GS1_COMPANY_PREFIX[company];
    const byId = new Map(items.map((i) => [i.id, i]));
    let next = 0;
    return packed.map((pallet) => ({
      sscc: sscc(prefix, serials[next++]!, 1),
      cartons: pallet.map((c) => ({
        item: byId.get(c.key)!,
        quantity: c.quantity,
        sscc: sscc(prefix, serials[next++]!, 0),
      })),
    }));
  }

  /** Stores the PDF and the ZPL, then shows the file under its name. */
  private async write(
    company: Company,
    kind: LabelKind,
    title: string,
    pages: LabelPage[],
  ): Promise<LabelFile> {
    if (pages.length === 0) throw badRequest('Nothing to label.');
    const made = `${title} ${stamp(new Date())}`;
    const key = `bulk-labels/${company}/${kind}/${randomUUID()}`;
    const row = await this.repo.insertFile(company, kind, {
      name: `TEMP ${made}.pdf`,
      key,
      data: { labels: pages.map((p) => p.data) },
    });
    // The row's id keeps two files of one title made in the same second apart (Data finds a file by name).
    const name = `${made} #${row.id}.pdf`;
    try {
      await this.files.put(`${key}.pdf`, labelPdf(pages, name), 'application/pdf');
      await this.files.put(`${key}.zpl`, labelZpl(pages), 'application/zpl');
      return toLabelFile(await this.repo.renameFile(row.id, name));
    } catch (error) {
      await this.repo.deleteFile(row.id);
      await this.files.delete(`${key}.pdf`);
      await this.files.delete(`${key}.zpl`);
      throw error;
    }
  }
}

function toLabelFile(row: StoredLabelFile): LabelFile {
  return {
    name: row.name,
    date: row.date.toISOString(),
    key: row.key,
    labels: ((row.data as { labels?: unknown[] } | null)?.labels ?? []).length,
  };
}
