import { randomUUID } from 'node:crypto';
import type {
  ApiStatusRow,
  UnprocessedQuery,
  VendorRequestBody,
  VendorRequestStatus,
} from '@shared/api/dropship/api-status';
import {
  AMAZON_DIRECT,
  isPriority,
  PRIORITY_MESSAGES,
  VENDOR_REQUEST_ACTION,
  vendorRequestRefusal,
} from '@shared/domain/dropship/api-status';
import { COMPANY_WAREHOUSES, type Company } from '@shared/domain/identity/companies';
import { badRequest, forbidden } from '../../../platform/http/http-error';
import type { UserPrincipal } from '../../../platform/http/types';
import type { JobSender } from '../../../platform/jobs/job-sender';
import type { DropshipJobs } from '../dropship.jobs';
import type { RequestEntry, VendorStatusRepository } from './vendor-status.repository';

const toStatus = (e: RequestEntry): VendorRequestStatus => ({
  request_id: e.requestId,
  vendor_name: e.vendorName,
  request_type: e.requestType,
  state: e.state,
  message: e.message,
  detail: e.detail,
  updated_at: e.at.toISOString(),
});

/** API Status (D1 sections 2, 4 and 7): unprocessed orders per vendor and vendor requests as jobs. */
export class VendorStatusService {
  constructor(
    private readonly repo: VendorStatusRepository,
    private readonly jobs: JobSender<DropshipJobs>,
  ) {}

  /**
   * Every dropship vendor with its unprocessed orders in the warehouses the caller may see
   * (D1 section 6: the warehouse scope filters the counts), its last download and priority.
   */
  async unprocessed(
    principal: UserPrincipal,
    company: Company,
    query: UnprocessedQuery,
  ): Promise<ApiStatusRow[]> {
    const held = COMPANY_WAREHOUSES[company].filter((w) => principal.warehouses.includes(w));
    const asked = query.warehouse ?? 'all';
    if (asked !== 'all' && !held.includes(asked)) {
      throw forbidden(`You cannot see the orders of ${asked}.`, 'warehouse_forbidden');
    }
    const warehouses = asked === 'all' ? held : [asked];
    const seesAll = asked === 'all' && held.length === COMPANY_WAREHOUSES[company].length;
    const [vendors, counts] = await Promise.all([
      this.repo.dropshipVendors(company),
      this.repo.unprocessedCounts(company, warehouses, seesAll),
    ]);
    return vendors.map((v) => ({
      vendor_name: v.name,
      orders: counts.get(v.name) ?? 0,
      last_download: v.lastDownload?.toISOString() ?? null,
      // A stored value outside 1-3 counts as the default, as a missing one does (D1 section 4).
      fulfillment_priority: isPriority(v.fulfillmentPriority) ? v.fulfillmentPriority : null,
      sends_inventory: v.sendsInventory,
    }));
  }

  /** Queues the request for the vendor and answers its id, which the screen polls. */
  async request(
    principal: UserPrincipal,
    company: Company,
    body: VendorRequestBody,
  ): Promise<VendorRequestStatus> {
    const vendor = (await this.repo.dropshipVendors(company)).find((v) => v.name === body.vendor_name);
    if (!vendor) throw badRequest(PRIORITY_MESSAGES.unknownVendor(body.vendor_name), 'unknown_vendor');
    const refusal = vendorRequestRefusal(
      { vendor_name: vendor.name, sends_inventory: vendor.sendsInventory },
      body.request_type,
    );
    if (refusal) throw badRequest(refusal, 'no_inventory_feed');
    const requestId = randomUUID();
    const entry = {
      requestId,
      vendorName: vendor.name,
      requestType: body.request_type,
      state: 'queued' as const,
      message: null,
      detail: null,
    };
    const at = await this.repo.recordRequest(
      company,
      entry,
      'info',
      `${VENDOR_REQUEST_ACTION[body.request_type]} (${vendor.name}) requested by ${principal.username}`,
      principal.username,
    );
    await this.jobs.send('dropship.vendor-request', {
      request_id: requestId,
      company,
      vendor_name: vendor.name,
      request_type: body.request_type,
      user: principal.username,
    });
    return toStatus({ ...entry, at });
  }

  /**
   * Send Invoices (POST /dropship/invoices): one invoice request per vendor. Every name is checked
   * first, so an unknown vendor refuses the call and nothing is queued.
   */
  async invoices(
    principal: UserPrincipal,
    company: Company,
    names: readonly string[],
  ): Promise<VendorRequestStatus[]> {
    const unique = [...new Set(names)];
    const known = new Set((await this.repo.dropshipVendors(company)).map((v) => v.name));
    const unknown = unique.find((name) => !known.has(name));
    if (unknown) throw badRequest(PRIORITY_MESSAGES.unknownVendor(unknown), 'unknown_vendor');
    const queued: VendorRequestStatus[] = [];
    for (const vendor_name of unique) {
      queued.push(await this.request(principal, company, { vendor_name, request_type: 'invoice' }));
    }
    return queued;
  }

  /** Amazon Direct's inventory (POST /ecommerce/amazon-direct-inventory): its 846, as a request. */
  async amazonDirectInventory(principal: UserPrincipal, company: Company): Promise<VendorRequestStatus> {
    return this.request(principal, company, { vendor_name: AMAZON_DIRECT, request_type: 'inventory' });
  }

  async requests(company: Company, ids: readonly string[]): Promise<VendorRequestStatus[]> {
    return (await this.repo.requestStates(company, ids)).map(toStatus);
  }
}
