import type { BulkFailedTrackingRow } from '@shared/api/dropship/failed-tracking';
import {
  checkBulkTrackingNumber,
  FAILED_TRACKING_MESSAGES as M,
} from '@shared/domain/dropship/failed-tracking';
import { visibleBulkWarehouses } from '@shared/domain/bulk/orders-table';
import { COMPANY_WAREHOUSES, type Company } from '@shared/domain/identity/companies';
import type { LogRepository } from '../../../platform/audit/audit-log.repository';
import { badRequest, notFound } from '../../../platform/http/http-error';
import type { UserPrincipal } from '../../../platform/http/types';
import type { BulkFailedTrackingRepository } from './bulk-failed-tracking.repository';

/**
 * Failed Tracking, bulk side (issue 14 item 8; D2 sections 3 and 5): the `_bulk` company's parcel
 * shipments without a tracking number, in the warehouses the caller holds, and Set Tracking.
 */
export class BulkFailedTrackingService {
  constructor(
    private readonly repo: BulkFailedTrackingRepository,
    private readonly log: LogRepository,
  ) {}

  private warehouses(user: UserPrincipal, company: Company) {
    return visibleBulkWarehouses(COMPANY_WAREHOUSES[company], user.warehouses);
  }

  list(user: UserPrincipal, company: Company): Promise<BulkFailedTrackingRow[]> {
    return this.repo.list(company, this.warehouses(user, company));
  }

  /** Sets the number of one failed shipment the caller may see; refused (nothing written) otherwise. */
  async setTracking(
    user: UserPrincipal,
    company: Company,
    shipmentId: number,
    raw: string | null | undefined,
  ) {
    const checked = checkBulkTrackingNumber(raw);
    if (!checked.ok) throw badRequest(checked.message, 'invalid_tracking');
    return this.repo.transaction(async (tx) => {
      const row = await this.repo.setNumber(
        tx,
        company,
        this.warehouses(user, company),
        shipmentId,
        checked.value,
      );
      if (!row) throw notFound(M.notFailed);
      await this.log.write(
        {
          level: 'info',
          company,
          message: `Tracking ${checked.value} set by hand on bulk shipment ${row.id} (PO ${row.po}) by ${user.username}`,
          meta: { kind: 'bulk-failed-tracking', shipment_id: row.id },
        },
        tx,
      );
      return { shipment_id: row.id, tracking_number: checked.value };
    });
  }
}
