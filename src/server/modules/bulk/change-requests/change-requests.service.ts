import type { ChangeRequestsByPo } from '@shared/api/bulk/change-requests';
import {
  approveRefusal,
  CHANGE_REQUEST_MESSAGES,
  changeableStage,
  detailProblem,
  type CustomerField,
  type HeaderField,
} from '@shared/domain/bulk/change-requests';
import {
  BULK_ITEM_STATUS,
  BULK_STAGE_LABEL,
  CHANGE_REQUEST_STATUS,
  type BulkStage,
} from '@shared/domain/bulk/status';
import type { Company } from '@shared/domain/identity/companies';
import type { LogRepository } from '../../../platform/audit/audit-log.repository';
import { conflict, notFound } from '../../../platform/http/http-error';
import type { UserPrincipal } from '../../../platform/http/types';
import type { ChangeRequestsRepository } from './change-requests.repository';

/**
 * Incoming Order Change Requests (D2 sections 2, 4, 7 and 8). Approving applies the request's
 * changes to our order (lines, dates, address) and marks it Accepted (801) in one transaction;
 * Acumatica is not touched, which the screen tells the user (the ERP must be updated by hand).
 */
export class ChangeRequestsService {
  constructor(
    private readonly repo: ChangeRequestsRepository,
    private readonly log: LogRepository,
    private readonly now: () => Date = () => new Date(),
  ) {}

  list(company: Company, limit: number) {
    return this.repo.list(company, limit);
  }

  async byPo(company: Company, po: string, vendor: string): Promise<ChangeRequestsByPo> {
    const order = await this.repo.order(company, po, vendor);
    if (!order) throw notFound(`Could not find order ${po} of ${vendor}.`);
    return { order, requests: await this.repo.forOrder(company, po, vendor) };
  }

  /** Nothing is written unless every detail applies; a second approval is refused (409). */
  async accept(user: UserPrincipal, company: Company, requestId: number) {
    return this.repo.transaction(async (tx) => {
      const request = await this.repo.lockRequest(tx, company, requestId);
      if (!request) throw notFound(CHANGE_REQUEST_MESSAGES.notFound(requestId));
      const refusal = approveRefusal({ request_id: requestId, request_status: request.status });
      if (refusal) throw conflict(refusal, 'already_decided');
      const order = await this.repo.lockOrder(tx, company, request);
      if (!order) throw conflict(CHANGE_REQUEST_MESSAGES.orderGone(request.po, request.vendor), 'order_gone');
      if (!changeableStage(order.stage))
        throw conflict(
          CHANGE_REQUEST_MESSAGES.orderMoved(
            order.po,
            BULK_STAGE_LABEL[order.stage as BulkStage] ?? order.stage,
          ),
          'order_moved',
        );
      let applied = 0;
      for (const detail of request.details) {
        const problem = detailProblem(detail);
        if (problem) throw conflict(problem, 'change_not_applicable');
        if (detail.sub_type === 'item') {
          const sku = detail.internal_sku!;
          const quantity = detail.detail === 'quantity' ? Number(detail.value) : detail.quantity;
          const price = detail.detail === 'external_price' ? detail.value : detail.external_price;
          const rows = await this.repo.setItem(
            tx,
            order.id,
            sku,
            { quantity, externalPrice: price },
            BULK_ITEM_STATUS.cancelled,
          );
          if (rows === 0) throw conflict(CHANGE_REQUEST_MESSAGES.noItem(order.po, sku), 'no_item');
          applied += rows;
        } else {
          const field = detail.detail as HeaderField | CustomerField;
          applied += await this.repo.setOrderField(tx, order.id, field, detail.value);
        }
      }
      await this.repo.decide(tx, requestId, CHANGE_REQUEST_STATUS.accepted, user.username, this.now());
      await this.log.write(
        {
          level: 'info',
          company,
          message: `Change request ${requestId} (${order.po} of ${request.vendor}) approved by ${user.username}`,
          meta: { kind: 'bulk-change-request', request_id: requestId, order_id: order.id, applied },
        },
        tx,
      );
      return { request_id: requestId, request_status: CHANGE_REQUEST_STATUS.accepted, applied };
    });
  }
}
