import type { AutobuildRun, CreateShipmentsResponse } from '@shared/api/erp/autobuild';
import type { AutobuildStatus } from '@shared/domain/labour/status';
import type { Company } from '@shared/domain/identity/companies';
import { ERP_WAREHOUSES } from '../../../integrations/acumatica/entities';
import { field } from '../../../integrations/acumatica/fields';
import { IntegrationError } from '../../../integrations/integration-error';
import type { Integrations } from '../../../integrations/registry';
import { integrationFailure } from '../../../platform/http/integration-failure';
import type { UserPrincipal } from '../../../platform/http/types';
import type { AutobuildRecord, AutobuildRepository, ShipmentCandidate } from './autobuild.repository';

/** Orders one Create Shipments press sends to the ERP; the answer says how many are left. */
export const SHIPMENTS_PER_CALL = 100;

const toRun = (row: AutobuildRecord): AutobuildRun => ({
  build_id: row.buildId,
  user: row.user,
  date: row.date.toISOString(),
  status: row.status as AutobuildStatus,
  build_nbr: row.erpBuildNbr,
  detail: row.detail,
});

const erpWarehouse = (warehouse: string | null) =>
  ERP_WAREHOUSES[(warehouse ?? 'kentucky') as keyof typeof ERP_WAREHOUSES] ?? ERP_WAREHOUSES.kentucky;

/**
 * Acumatica AutoBuild (/autobuild; D3 2.13). The ERP runs the build; our autobuilds table records
 * who started each run and when, linked by the ERP's build number. A RUNNING run's status is read
 * from the ERP whenever the list is read (the ERP says COMPLETE once its run is done).
 *
 * Create Shipments (POST /dropship/acumatica/create_shipments): once the kits are built, every built,
 * staged or shipped dropship order the ERP holds gets its ERP shipment for the packages that have a
 * tracking number and none yet (one shipment per order and warehouse, its tracking numbers as the
 * shipment's packages); the packages and the order read Shipment Created (402), or Shipment Failed
 * (-402) with the ERP's reason in the answer, and a failed one is tried again on the next press.
 */
export class AutobuildService {
  constructor(
    private readonly repo: AutobuildRepository,
    private readonly integrations: Integrations,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async list(company: Company): Promise<AutobuildRun[]> {
    const rows = await this.repo.list(company);
    const running = rows.filter((r) => r.status === 'RUNNING' && r.erpBuildNbr);
    if (running.length === 0) return rows.map(toRun);
    let erpRuns;
    try {
      erpRuns = await this.integrations.acumatica(company).listAutobuilds();
    } catch (error) {
      integrationFailure(error, 'Failed to get AutoBuilds from Acumatica');
    }
    const byNbr = new Map(erpRuns.map((r) => [r.BuildNbr.value, r]));
    for (const row of running) {
      const erp = byNbr.get(row.erpBuildNbr ?? '');
      if (erp && erp.Status.value === 'RUNNING') continue;
      const status: AutobuildStatus = erp ? erp.Status.value : 'FAILED';
      const detail = erp
        ? `${erp.BuildNbr.value}: ${erp.OrdersQueued.value} orders built`
        : `Acumatica has no AutoBuild ${row.erpBuildNbr ?? ''}.`;
      await this.repo.settle(company, row.buildId, status, detail);
      row.status = status;
      row.detail = detail;
    }
    return rows.map(toRun);
  }

  /**
   * Start AutoBuild. The ERP refuses while one of its runs is RUNNING (422, nothing recorded); when
   * the ERP cannot be reached the attempt is recorded as FAILED with the reason (502).
   */
  async start(user: UserPrincipal, company: Company): Promise<AutobuildRun> {
    let run;
    try {
      run = await this.integrations.acumatica(company).startAutobuild();
    } catch (error) {
      if (error instanceof IntegrationError && error.code === 'unavailable') {
        await this.repo.insert({
          company,
          user: user.username,
          date: this.now(),
          status: 'FAILED',
          detail: error.message,
        });
      }
      integrationFailure(error, 'Failed to start AutoBuild');
    }
    const row = await this.repo.insert({
      company,
      user: user.username,
      date: this.now(),
      status: run.Status.value,
      erpBuildNbr: run.BuildNbr.value,
      detail: `${run.BuildNbr.value}: ${run.OrdersQueued.value} orders queued`,
    });
    return toRun(row);
  }

  async createShipments(company: Company): Promise<CreateShipmentsResponse> {
    const groups = new Map<string, ShipmentCandidate[]>();
    for (const c of await this.repo.shipmentCandidates(company)) {
      const key = `${c.orderId}:${erpWarehouse(c.warehouse)}`;
      groups.set(key, [...(groups.get(key) ?? []), c]);
    }
    const erp = this.integrations.acumatica(company);
    const answer: CreateShipmentsResponse = { created: [], failed: [], remaining: 0 };
    const all = [...groups.values()];
    for (const packages of all.slice(0, SHIPMENTS_PER_CALL)) {
      const first = packages[0]!;
      const ids = packages.map((p) => p.packageId);
      try {
        const shipment = await erp.createShipment({
          OrderNbr: field(first.acuOrderNum),
          WarehouseID: field(erpWarehouse(first.warehouse)),
          Packages: packages.map((p) => ({ TrackingNbr: field(p.trackingNumber) })),
        });
        await this.repo.markShipment(company, first.orderId, ids, shipment.ShipmentNbr.value);
        answer.created.push({
          internal_po_number: first.internalPoNumber,
          acu_order_num: first.acuOrderNum,
          acu_ship_num: shipment.ShipmentNbr.value,
        });
      } catch (error) {
        if (!(error instanceof IntegrationError)) throw error;
        await this.repo.markShipment(company, first.orderId, ids, null);
        answer.failed.push({
          internal_po_number: first.internalPoNumber,
          acu_order_num: first.acuOrderNum,
          reason: error.message,
        });
      }
    }
    answer.remaining = Math.max(0, all.length - SHIPMENTS_PER_CALL);
    return answer;
  }
}
