import type {
  CreateOrdersBody,
  CreateOrdersResponse,
  ErpSalesOrder,
  SalesOrderDetailByDate,
} from '@shared/api/erp/order-uploads';
import type { DropshipUpload } from '@shared/api/dropship/file-uploads';
import { UPLOAD_STATUS, type UploadStatus } from '@shared/domain/dropship/status';
import {
  acumaticaOrderNumber,
  NOT_A_VALID_CUSTOMER,
  orderLinesProblem,
  vendorCodeOf,
  type AcumaticaOrderLine,
} from '@shared/domain/erp/order-upload';
import type { Company } from '@shared/domain/identity/companies';
import { ERP_WAREHOUSES } from '../../../integrations/acumatica/entities';
import { field } from '../../../integrations/acumatica/fields';
import type { SalesOrderInput } from '../../../integrations/acumatica/port';
import { IntegrationError } from '../../../integrations/integration-error';
import type { Integrations } from '../../../integrations/registry';
import { badRequest, HttpError } from '../../../platform/http/http-error';
import { integrationFailure } from '../../../platform/http/integration-failure';
import type { UserPrincipal } from '../../../platform/http/types';
import type { ErpUploadsRepository, UploadRecord } from './order-uploads.repository';

/**
 * Walmart Fulfillment Center orders ship from Kentucky: every line's ERP warehouse is KY, so the
 * upload's Kentucky count is its successful lines.
 */
const UPLOAD_WAREHOUSE = ERP_WAREHOUSES.kentucky;

export function toUploadRow(row: UploadRecord): DropshipUpload {
  return {
    upload_id: row.uploadId,
    vendor_name: row.vendorName,
    file_name: row.fileName,
    upload_date: row.uploadDate.toISOString(),
    order_count: row.orderCount,
    successful: row.successful,
    failed: row.failed,
    user: row.user,
    upload_status: row.uploadStatus as UploadStatus,
    kentucky: row.kentucky,
    pennsylvania: row.pennsylvania,
    failures: row.failures ?? [],
  };
}

/** One mapped line as its own ERP sales order (D1 section 2: every line becomes its own order). */
export function salesOrderOfLine(line: AcumaticaOrderLine, fileName: string): SalesOrderInput {
  return {
    OrderType: field(line.OrderType),
    CustomerID: field(line.VendorCode),
    Date: field(line.Date),
    RequestedOn: field(line.RequestedOn),
    CustomerOrder: field(line.CustomerOrderNumber),
    ExternalRef: field(line.ExternalRef),
    Description: field(`Walmart Fulfillment Center: ${fileName}`.slice(0, 255)),
    ShipToAddress: {
      AddressLine1: field(''),
      City: field(line.City),
      State: field(line.State),
      PostalCode: field(line.ZipCode),
    },
    Details: [
      {
        InventoryID: field(line.InventoryID),
        OrderQty: field(line.Quantity),
        UnitPrice: field(line.UnitPrice),
        WarehouseID: field(UPLOAD_WAREHOUSE),
      },
    ],
  };
}

/** Acumatica Order Uploads (/acumatica_uploads) and the ERP's order reads of D1 section 7. */
export class OrderUploadsService {
  constructor(
    private readonly uploads: ErpUploadsRepository,
    private readonly integrations: Integrations,
  ) {}

  async list(company: Company, limit: number): Promise<DropshipUpload[]> {
    return (await this.uploads.list(company, 'acumatica', limit)).map(toUploadRow);
  }

  /**
   * POST /acumatica/create_orders. The lines are checked first (a refused file writes nothing), then
   * the upload is recorded and each line is sent to the ERP on its own; a line the ERP refuses (or a
   * call that fails) counts as failed with its PO and the reason, and the others go on.
   */
  async create(user: UserPrincipal, company: Company, body: CreateOrdersBody): Promise<CreateOrdersResponse> {
    if (!vendorCodeOf(body.vendor_name)) throw badRequest(NOT_A_VALID_CUSTOMER, 'not_a_valid_customer');
    const problem = orderLinesProblem(body.orders, body.vendor_name);
    if (problem) {
      throw badRequest(
        problem,
        problem === NOT_A_VALID_CUSTOMER ? 'not_a_valid_customer' : 'invalid_order_line',
      );
    }
    const upload = await this.uploads.insert({
      company,
      side: 'acumatica',
      vendorName: body.vendor_name,
      fileName: body.file_name,
      orderCount: body.orders.length,
      user: user.username,
      uploadStatus: UPLOAD_STATUS.processing,
    });
    const erp = this.integrations.acumatica(company);
    const failures: CreateOrdersResponse['failures'] = [];
    const orders: CreateOrdersResponse['orders'] = [];
    try {
      for (const line of body.orders) {
        try {
          const created = await erp.createSalesOrder(salesOrderOfLine(line, body.file_name));
          orders.push({ po: line.CustomerOrderNumber, OrderNbr: created.OrderNbr.value });
        } catch (error) {
          if (!(error instanceof IntegrationError)) throw error;
          failures.push({ po: line.CustomerOrderNumber, reason: error.message });
        }
      }
    } catch (error) {
      // Anything but the ERP's answer: the upload ends Failed with why, and the error goes on.
      await this.uploads.finish(company, upload.uploadId, {
        uploadStatus: UPLOAD_STATUS.failed,
        successful: orders.length,
        failed: body.orders.length - orders.length,
        kentucky: orders.length,
        pennsylvania: 0,
        failures: [...failures, { po: '', reason: 'The upload stopped on an unexpected error.' }],
      });
      throw error;
    }
    await this.uploads.finish(company, upload.uploadId, {
      uploadStatus: UPLOAD_STATUS.complete,
      successful: orders.length,
      failed: failures.length,
      kentucky: orders.length,
      pennsylvania: 0,
      failures,
    });
    return {
      upload_id: upload.uploadId,
      successful: orders.length,
      failed: failures.length,
      failures,
      orders,
    };
  }

  /** GET /acumatica/order?ordernbr: the number padded to 7; 404 when the ERP has no such order. */
  async order(company: Company, orderNbr: string): Promise<ErpSalesOrder> {
    const number = acumaticaOrderNumber(orderNbr);
    let found;
    try {
      found = await this.integrations.acumatica(company).getSalesOrder(number);
    } catch (error) {
      integrationFailure(error, 'Failed to get the order from Acumatica');
    }
    if (!found) throw new HttpError(404, 'not_found', `Acumatica has no sales order ${number}.`);
    return found;
  }

  /** GET /acumatica/salesOrderDetailByDate: the detail rows of every order dated in the range. */
  async detailByDate(company: Company, from: string, to: string): Promise<SalesOrderDetailByDate> {
    let orders;
    try {
      orders = await this.integrations.acumatica(company).listSalesOrders({ from, to });
    } catch (error) {
      integrationFailure(error, 'Failed to get sales orders from Acumatica');
    }
    return {
      SalesOrderDetailBySODetails: orders.flatMap((o) =>
        o.Details.map((d) => ({
          OrderType: o.OrderType,
          OrderNbr: o.OrderNbr,
          LineNbr: d.LineNbr,
          InventoryID: d.InventoryID,
          Description: d.LineDescription,
          Quantity: d.OrderQty,
          QtyShipped: d.QtyOnShipments,
          UnitPrice: d.UnitPrice,
          WarehouseID: d.WarehouseID,
        })),
      ),
    };
  }
}
