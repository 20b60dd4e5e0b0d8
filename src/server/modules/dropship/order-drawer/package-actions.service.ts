import type { RemovePackageRequest, ReshipResponse } from '@shared/api/dropship/order-drawer';
import { reshipProblem } from '@shared/domain/dropship/order-drawer';
import { ORDER_STATUS, TRACKING_STATUS } from '@shared/domain/dropship/status';
import type { Company } from '@shared/domain/identity/companies';
import { conflict, notFound } from '../../../platform/http/http-error';
import type { Label } from '../../../integrations/carriers/port';
import type { Integrations } from '../../../integrations/registry';
import type { DropshipOrdersRepository } from './dropship-orders.repository';
import { integrationFailure } from '../../../platform/http/integration-failure';
import { officeDate } from './order-lookup';
import { toDrawerPackage } from './order-mapping';
import type { UserPrincipal } from '../../../platform/http/types';
import { heldWarehouse } from '../common/warehouse-scope';
import { sheetHasPicks } from '../common/sheet-picks';
import { PULLSHEET_REFUSALS as R } from '@shared/domain/dropship/pullsheet-rules';

const ON_A_SHEET: readonly number[] = [ORDER_STATUS.pulled, ORDER_STATUS.built, ORDER_STATUS.staged];

/** The package buttons of the drawer: Reship a late label and Remove From Pullsheet. */
export class PackageActionsService {
  constructor(
    private readonly repo: DropshipOrdersRepository,
    private readonly integrations: Integrations,
  ) {}

  /**
   * PUT /dropship/orders/reship: the carrier sells a replacement label; the old package becomes
   * Reshipped (299) with today's reshipped_date and its items move to a new package with the new
   * tracking number. A retry finds the replacement the carrier already sold and records it once.
   */
  async reship(company: Company, tracking: string, now = new Date()): Promise<ReshipResponse> {
    const found = await this.repo.packageByTracking(this.repo.db, company, tracking);
    if (!found) throw notFound(`Tracking number ${tracking} was not found.`, 'package_not_found');
    const carriers = this.integrations.carriers(company);
    if (found.pkg.trackingStatus === TRACKING_STATUS.reshipped) {
      const replacement = await this.recordedReplacement(company, tracking);
      if (replacement) return replacement;
      throw conflict(`Tracking number ${tracking} was already reshipped.`, 'already_reshipped');
    }
    const problem = reshipProblem(toDrawerPackage(found.pkg), found.order.orderStatus, now);
    if (problem) throw conflict(problem, 'cannot_reship');

    let label: Label;
    try {
      const known = await carriers.getLabel(tracking);
      const earlier = known?.status === TRACKING_STATUS.reshipped && known.reshippedTo;
      const adopted = earlier ? await carriers.getLabel(earlier) : null;
      label = adopted ?? (await carriers.reship(tracking));
    } catch (error) {
      integrationFailure(error, 'Failed to reship the package');
    }
    const reshippedDate = officeDate(now);
    await this.repo.db.transaction(async (tx) => {
      const current = await this.repo.packageByTracking(tx, company, tracking, true);
      if (!current || current.pkg.trackingStatus !== TRACKING_STATUS.created) return;
      const { id: _id, ...old } = current.pkg;
      void _id;
      const replacement = await this.repo.insertPackage(tx, {
        ...old,
        trackingNumber: label.trackingNumber,
        method: label.service,
        trackingStatus: TRACKING_STATUS.created,
        shipDate: new Date(label.createdAt),
        reshippedDate: null,
        acuShipNum: null,
        acumaticaStatus: null,
        labelKey: label.labelKey,
        packslipKey: null,
        trackingError: null,
      });
      await this.repo.updatePackage(tx, current.pkg.id, {
        trackingStatus: TRACKING_STATUS.reshipped,
        reshippedDate,
      });
      await this.repo.moveLinesToPackage(tx, current.pkg.id, replacement.id);
    });
    return { tracking_number: label.trackingNumber, reshipped: tracking, reshipped_date: reshippedDate };
  }

  private async recordedReplacement(company: Company, tracking: string): Promise<ReshipResponse | null> {
    let label: Label | null = null;
    try {
      label = await this.integrations.carriers(company).getLabel(tracking);
    } catch (error) {
      integrationFailure(error, 'Failed to reship the package');
    }
    if (!label?.reshippedTo) return null;
    const replacement = await this.repo.packageByTracking(this.repo.db, company, label.reshippedTo);
    const old = await this.repo.packageByTracking(this.repo.db, company, tracking);
    if (!replacement || !old?.pkg.reshippedDate) return null;
    return {
      tracking_number: label.reshippedTo,
      reshipped: tracking,
      reshipped_date: old.pkg.reshippedDate,
    };
  }

  /**
   * PUT /dropship/pullsheets/removePackage ('Package Reset'): the package leaves its pull sheet, its
   * tote and truck are cleared and its items are Order Created again, so the next pull sheet picks
   * them up; the order follows once none of its packages is on a sheet. A package already off the
   * sheet is left as it is. The sheet's warehouse must be one the caller holds (D1 section 6).
   */
  async removePackage(
    principal: UserPrincipal,
    company: Company,
    input: RemovePackageRequest,
  ): Promise<void> {
    await this.repo.db.transaction(async (tx) => {
      const found = await this.repo.packageByTracking(tx, company, input.tracking_number, true);
      if (!found || found.order.internalPoNumber !== input.internal_po_number) {
        throw notFound(
          `Tracking number ${input.tracking_number} is not a package of order ${input.internal_po_number}.`,
          'package_not_found',
        );
      }
      const { pkg, order } = found;
      if (pkg.pullsheetId === null) return;
      if (pkg.pullsheetId !== input.pullsheet_id) {
        throw conflict(
          `Package ${pkg.trackingNumber} is on pull sheet ${pkg.pullsheetId}, not ${input.pullsheet_id}.`,
          'other_pullsheet',
        );
      }
      if (pkg.trackingStatus !== TRACKING_STATUS.created || order.orderStatus === ORDER_STATUS.shipped) {
        throw conflict('The package has shipped; it cannot leave its pull sheet.', 'package_shipped');
      }
      const sheet = await this.repo.pullsheet(tx, company, pkg.pullsheetId);
      if (sheet) heldWarehouse(principal, company, sheet.warehouse);
      if (sheet && (await sheetHasPicks(tx, sheet.pullsheetId))) {
        throw conflict(R.removePicked(sheet.pullsheetId), 'pullsheet_picked');
      }
      const packages = await this.repo.packagesOf(tx, [order.id]);
      const others = packages.filter((p) => p.id !== pkg.id);
      await this.repo.updatePackage(tx, pkg.id, { pullsheetId: null, toteId: null, truckNumber: null });
      if (sheet) {
        const orderStays = others.some((p) => p.pullsheetId === sheet.pullsheetId);
        await this.repo.shrinkPullsheet(tx, sheet.pullsheetId, pkg.totalQuantity, orderStays ? 0 : 1);
      }
      await this.repo.resetPackageLines(tx, pkg.id);
      if (!others.some((p) => p.pullsheetId !== null) && ON_A_SHEET.includes(order.orderStatus)) {
        await this.repo.setStatus(tx, order.id, ORDER_STATUS.created);
      }
    });
  }
}
