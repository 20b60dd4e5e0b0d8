import { afterAll, afterEach, describe, expect, it } from 'vitest';
import type { ApplyPaymentsResponse } from '../../../src/shared/api/erp/apply-payments';
import { field } from '../../../src/server/integrations/acumatica/fields';
import { apiCaller, body, createTestApp, loginAll } from '../support/test-app';

/** Acumatica Apply Payments (D1 sections 2, 3, 5, 7, 8) against the ERP simulator. */
const t = await createTestApp();
const tokens = await loginAll(t.app, ['admin', 'office', 'floor', 'bulk'] as const);
const call = apiCaller(t.app, tokens.office.access_token, 'Furhaven');
const erp = t.integrations.acumatica('furhaven');

afterEach(async () => {
  await t.integrations.control?.reset();
});
afterAll(async () => {
  await t.close();
});

/** An open AR invoice: a sales order, shipped and confirmed. */
async function openInvoice(sku: string): Promise<string> {
  const order = await erp.createSalesOrder({
    OrderType: field('SO'),
    CustomerID: field('C00299'),
    Details: [
      { InventoryID: field(sku), OrderQty: field(2), UnitPrice: field('12.50'), WarehouseID: field('KY') },
    ],
  });
  const shipment = await erp.createShipment({ OrderNbr: order.OrderNbr, WarehouseID: field('KY') });
  const confirmed = await erp.confirmShipment(shipment.ShipmentNbr.value);
  const invoice = confirmed.InvoiceNbr.value;
  if (!invoice) throw new Error('no invoice prepared');
  return invoice;
}

const apply = (invoices: unknown, token?: string, company?: string) =>
  call('POST', '/acumatica/apply_payments', { invoices, file_name: 'payments.csv' }, token, company);
const paymentCount = async () =>
  (await t.pool.query<{ n: number }>(`select count(*)::int as n from sim_erp_payments`)).rows[0]!.n;

describe('POST /acumatica/apply_payments', () => {
  it('applies each payment in the ERP and answers data.success', async () => {
    const [a, b] = [await openInvoice('70231'), await openInvoice('70232')];
    const res = await apply([
      { PaymentNbr: 'P-1', InvoiceNbr: a },
      { PaymentNbr: 'P-2', InvoiceNbr: b },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    expect(body<ApplyPaymentsResponse>(res).data).toEqual({
      success: [
        { PaymentNbr: 'P-1', InvoiceNbr: a, AmountPaid: '25.00' },
        { PaymentNbr: 'P-2', InvoiceNbr: b, AmountPaid: '25.00' },
      ],
      fail: [],
    });
    expect((await erp.getInvoice(a))?.Status.value).toBe('Closed');
  });

  it('reports exact counts with a failure switched on, an unknown and a closed invoice', async () => {
    const [a, b, c] = [await openInvoice('1'), await openInvoice('2'), await openInvoice('3')];
    await apply([{ PaymentNbr: 'P-0', InvoiceNbr: c }]);
    // The first call fails (the ERP is down), then the ERP answers again.
    await t.integrations.control!.set('acumatica', {
      failureMode: 'next',
      failuresLeft: 1,
      errorMessage: 'Acumatica is down',
    });
    const res = await apply([
      { PaymentNbr: 'P-3', InvoiceNbr: a },
      { PaymentNbr: 'P-4', InvoiceNbr: b },
      { PaymentNbr: 'P-5', InvoiceNbr: 'AR999999' },
      { PaymentNbr: 'P-6', InvoiceNbr: c },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const { data } = body<ApplyPaymentsResponse>(res);
    expect(data.success.map((s) => s.InvoiceNbr)).toEqual([b]);
    expect(data.fail.map((f) => [f.InvoiceNbr, f.error])).toEqual([
      [a, 'Acumatica is down'],
      ['AR999999', 'Invoice AR999999 cannot be found in the system.'],
      [c, `Invoice ${c} is closed; there is no balance to apply.`],
    ]);
    expect((await erp.getInvoice(a))?.Status.value).toBe('Open');
    const { rows } = await t.pool.query(
      `select order_count, successful, failed, file_name from uploads where side = 'payments' order by upload_id desc limit 1`,
    );
    expect(rows[0]).toEqual({ order_count: 4, successful: 1, failed: 3, file_name: 'payments.csv' });
  });

  it("refuses an empty PaymentNbr or InvoiceNbr: 'Missing required field: {field}', nothing applied", async () => {
    const a = await openInvoice('9');
    const before = await paymentCount();
    const res = await apply([
      { PaymentNbr: 'P-7', InvoiceNbr: a },
      { PaymentNbr: ' ', InvoiceNbr: a },
    ]);
    expect(res.statusCode).toBe(400);
    expect(body(res).message).toBe('Missing required field: PaymentNbr');
    const noInvoice = await apply([{ PaymentNbr: 'P-8', InvoiceNbr: '' }]);
    expect(body(noInvoice).message).toBe('Missing required field: InvoiceNbr');
    expect((await apply([])).statusCode).toBe(400);
    expect((await apply([{ PaymentNbr: 'P-9' }])).statusCode).toBe(400);
    expect(await paymentCount()).toBe(before);
    expect((await erp.getInvoice(a))?.Status.value).toBe('Open');
  });

  it('refuses other scopes and companies, applying nothing', async () => {
    const a = await openInvoice('10');
    const rows = [{ PaymentNbr: 'P-10', InvoiceNbr: a }];
    const noScope = await apply(rows, tokens.bulk.access_token);
    expect(noScope.statusCode).toBe(403);
    expect(body(noScope).error).toBe('scope_forbidden');
    const otherCompany = await apply(rows, tokens.floor.access_token, 'Worldwise');
    expect(body(otherCompany).error).toBe('company_forbidden');
    const bulkSide = await apply(rows, tokens.office.access_token, 'Furhaven_bulk');
    expect(body(bulkSide).error).toBe('company_side');
    expect((await erp.getInvoice(a))?.Status.value).toBe('Open');
    // Another company's ERP does not hold this company's invoice.
    const worldwise = await apply(rows, tokens.admin.access_token, 'Worldwise');
    expect(body<ApplyPaymentsResponse>(worldwise).data.success).toEqual([]);
  });
});
