import {
  downloadPackingSlip,
  downloadShippingLabel,
  type LabelLinks,
} from '@shared/api/dropship/order-drawer';
import { endpointPath } from '@shared/api/endpoint';
import { labelFileNames } from '@shared/domain/dropship/order-drawer';
import { ORDER_STATUS } from '@shared/domain/dropship/status';
import type { Carrier } from '@shared/domain/carriers/tracking';
import type { Company } from '@shared/domain/identity/companies';
import type { FileStore, StoredFile } from '../../../platform/files/file-store';
import { conflict, notFound } from '../../../platform/http/http-error';
import { labelKey as carrierLabelKey, shippingLabelZpl } from '../../../integrations/carriers/label-document';
import { ORIGIN } from '../../../integrations/carriers/sandbox-tracking';
import type { Integrations } from '../../../integrations/registry';
import type { DropshipOrdersRepository, OrderRow, PackageRow } from './dropship-orders.repository';
import { integrationFailure } from '../../../platform/http/integration-failure';
import { packingSlipZpl } from './packing-slip';

export type LabelKind = 'packing_slip' | 'shipping_label';
export type LabelDownload = StoredFile & { fileName: string };

/**
 * Download Label (D1 section 7): the package's packing slip and shipping label as files in the file
 * store, named {po}_{tracking}_packing_slip and {po}_{tracking}_shipping_label. The label link call
 * answers where to fetch each ({ps, sl}); both routes need the usual token and company header.
 */
export class OrderLabelsService {
  constructor(
    private readonly repo: DropshipOrdersRepository,
    private readonly files: FileStore,
    private readonly integrations: Integrations,
  ) {}

  async links(company: Company, po: string, tracking: string): Promise<LabelLinks> {
    const found = await this.repo.packageByTracking(this.repo.db, company, tracking);
    if (!found || found.order.internalPoNumber !== po) {
      throw notFound(`Tracking number ${tracking} is not a package of order ${po}.`, 'package_not_found');
    }
    await this.ensure(company, found.order, found.pkg);
    const id = found.pkg.id;
    return {
      ps: endpointPath(downloadPackingSlip, { id }),
      sl: endpointPath(downloadShippingLabel, { id }),
      package_id: id,
    };
  }

  async file(company: Company, packageId: number, kind: LabelKind): Promise<LabelDownload> {
    const found = await this.repo.packageById(this.repo.db, company, packageId);
    if (!found) throw notFound(`Package ${packageId} was not found.`, 'package_not_found');
    const keys = await this.ensure(company, found.order, found.pkg);
    const stored = await this.files.get(kind === 'packing_slip' ? keys.ps : keys.sl);
    if (!stored) throw notFound('The label file is missing; ask for the label again.', 'label_missing');
    const names = labelFileNames(found.order.internalPoNumber, found.pkg.trackingNumber ?? '');
    return { ...stored, fileName: `${kind === 'packing_slip' ? names.ps : names.sl}.zpl` };
  }

  /**
   * Both files exist once this returns. The shipping label is the carrier's document; a label sold
   * before the file store held it (the sandbox world's) is rebuilt from the carrier's record and the
   * order's address. The packing slip is made once per package.
   */
  private async ensure(
    company: Company,
    order: OrderRow,
    pkg: PackageRow,
  ): Promise<{ ps: string; sl: string }> {
    const tracking = pkg.trackingNumber;
    if (!tracking) throw conflict('This package has no shipping label yet.', 'no_label');
    const sl = pkg.labelKey ?? carrierLabelKey(company, (pkg.carrier ?? 'fedex') as Carrier, tracking);
    if (!(await this.files.exists(sl))) await this.rebuildShippingLabel(company, order, pkg, sl);
    const ps = pkg.packslipKey ?? `packslips/${company}/${order.internalPoNumber}_${tracking}.zpl`;
    if (!(await this.files.exists(ps))) {
      const all = await this.repo.linesOf(this.repo.db, [order.id]);
      const open = all.filter((l) => l.orderStatus !== ORDER_STATUS.cancelled);
      const own = open.filter((l) => l.packageId === pkg.id);
      await this.files.put(
        ps,
        packingSlipZpl(company, order, pkg, own.length > 0 ? own : open),
        'application/zpl',
      );
    }
    if (pkg.labelKey !== sl || pkg.packslipKey !== ps) {
      const names = labelFileNames(order.internalPoNumber, tracking);
      await this.repo.db.transaction(async (tx) => {
        await this.repo.updatePackage(tx, pkg.id, { labelKey: sl, packslipKey: ps });
        if (pkg.packslipKey !== ps) {
          await this.repo.recordLabelFile(tx, {
            company,
            kind: 'packslip',
            name: names.ps,
            key: ps,
            data: { package_id: pkg.id },
          });
        }
        if (pkg.labelKey !== sl) {
          await this.repo.recordLabelFile(tx, {
            company,
            kind: 'shipping',
            name: names.sl,
            key: sl,
            data: { package_id: pkg.id },
          });
        }
      });
    }
    return { ps, sl };
  }

  private async rebuildShippingLabel(company: Company, order: OrderRow, pkg: PackageRow, key: string) {
    let label;
    try {
      label = await this.integrations.carriers(company).getLabel(pkg.trackingNumber ?? '');
    } catch (error) {
      integrationFailure(error, 'Failed to get the label from the carrier');
    }
    if (!label) throw notFound(`The carrier has no label ${pkg.trackingNumber}.`, 'label_not_found');
    const zpl = shippingLabelZpl({
      company,
      carrier: label.carrier,
      service: label.service,
      trackingNumber: label.trackingNumber,
      reference: label.reference,
      origin: ORIGIN[pkg.warehouse ?? ''] ?? null,
      shipTo: {
        name: order.name,
        address1: order.address1,
        address2: order.address2,
        city: order.city,
        state: order.state,
        zip: order.zipCode,
      },
      weightLbs: pkg.weightLbs ?? '0.00',
    });
    await this.files.put(key, zpl, 'application/zpl');
  }
}
