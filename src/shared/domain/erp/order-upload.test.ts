import { describe, expect, it } from 'vitest';
import {
  applyPaymentsResultMessage,
  mapPaymentFile,
  paymentRowsProblem,
  paymentTemplateCsv,
} from './apply-payments';
import { autobuildRowClass } from './autobuild';
import {
  acumaticaOrderNumber,
  mapWalmartFile,
  orderLinesProblem,
  orderPlacedDay,
  orderUploadResultMessage,
  unitPriceOf,
  vendorCodeOf,
} from './order-upload';

const WFC = 'Walmart Fulfillment Center';
const row = (over: Record<string, string> = {}) => ({
  ORDER_PLACED_DT: '2026-11-20 13:45:00',
  PURCHASE_ORDER_NUM: '1834759210',
  SALES_ORDER_NUM: '200012345678',
  VENDOR_SKU: '70231',
  QUANTITY: '3',
  GMV_AMT: '59.97',
  SHIP_TO_CITY: 'Bentonville',
  SHIP_TO_ST: 'AR',
  SHIP_TO_ZIP_CD: '02134',
  ...over,
});

describe('Walmart file to Acumatica sales-order lines (D1 3)', () => {
  it('maps each column to its field, SO with the vendor code C00299', () => {
    const mapped = mapWalmartFile([row()], WFC);
    expect(mapped).toEqual({
      ok: true,
      lines: [
        {
          OrderType: 'SO',
          VendorCode: 'C00299',
          Date: '2026-11-20',
          RequestedOn: '2026-11-20',
          CustomerOrderNumber: '1834759210',
          ExternalRef: '200012345678',
          InventoryID: '70231',
          Quantity: 3,
          UnitPrice: '19.99',
          City: 'Bentonville',
          State: 'AR',
          ZipCode: '02134',
        },
      ],
    });
  });

  it('makes one line per file row', () => {
    const mapped = mapWalmartFile([row(), row({ PURCHASE_ORDER_NUM: '2' })], WFC);
    expect(mapped.ok && mapped.lines.map((l) => l.CustomerOrderNumber)).toEqual(['1834759210', '2']);
  });

  it('divides GMV_AMT by QUANTITY, rounded to cents', () => {
    expect(unitPriceOf('59.97', 3)).toBe('19.99');
    expect(unitPriceOf('10.00', 3)).toBe('3.33');
    expect(unitPriceOf('20', 3)).toBe('6.67');
    expect(unitPriceOf('$24.5', 1)).toBe('24.50');
    expect(unitPriceOf('0.005', 1)).toBe('0.01');
    expect(unitPriceOf('abc', 1)).toBeNull();
  });

  it('reads the order date in the forms a Walmart export writes', () => {
    expect(orderPlacedDay('2026-11-20')).toBe('2026-11-20');
    expect(orderPlacedDay('2026-11-20T08:00:00Z')).toBe('2026-11-20');
    expect(orderPlacedDay('11/5/2026')).toBe('2026-11-05');
    expect(orderPlacedDay('2026-02-30')).toBeNull();
    expect(orderPlacedDay('soon')).toBeNull();
  });

  it("drops the file with 'Missing required field: {field}' when a mapped column is empty", () => {
    const mapped = mapWalmartFile([row(), row({ VENDOR_SKU: ' ' })], WFC);
    expect(mapped).toMatchObject({ ok: false, message: 'Missing required field: VENDOR_SKU' });
    expect(mapWalmartFile([{ ...row(), SHIP_TO_ZIP_CD: undefined }], WFC)).toMatchObject({
      ok: false,
      message: 'Missing required field: SHIP_TO_ZIP_CD',
    });
  });

  it('refuses quantities and amounts that are not numbers', () => {
    expect(mapWalmartFile([row({ QUANTITY: '1.5' })], WFC)).toMatchObject({ ok: false });
    expect(mapWalmartFile([row({ QUANTITY: '0' })], WFC)).toMatchObject({ ok: false });
    expect(mapWalmartFile([row({ GMV_AMT: 'n/a' })], WFC)).toMatchObject({ ok: false });
  });

  it("answers 'Not a valid customer.' for any vendor but Walmart Fulfillment Center", () => {
    expect(vendorCodeOf(WFC)).toBe('C00299');
    expect(vendorCodeOf('Chewy')).toBeNull();
    expect(mapWalmartFile([row()], 'Chewy')).toMatchObject({ ok: false, message: 'Not a valid customer.' });
  });

  it('checks mapped lines on the server with the same words', () => {
    const mapped = mapWalmartFile([row()], WFC);
    if (!mapped.ok) throw new Error('expected ok');
    const line = mapped.lines[0]!;
    expect(orderLinesProblem([line], WFC)).toBeNull();
    expect(orderLinesProblem([{ ...line, InventoryID: '' }], WFC)).toBe('Missing required field: VENDOR_SKU');
    expect(orderLinesProblem([{ ...line, CustomerOrderNumber: '' }], WFC)).toBe(
      'Missing required field: PURCHASE_ORDER_NUM',
    );
    expect(orderLinesProblem([{ ...line, VendorCode: 'C00001' }], WFC)).toBe('Not a valid customer.');
    expect(orderLinesProblem([line], 'Amazon')).toBe('Not a valid customer.');
  });

  it('writes the result alert and pads order numbers to 7 (D1 5, 8)', () => {
    expect(orderUploadResultMessage(4, 1)).toBe('Successful Uploads: 4 / Failed Uploads: 1');
    expect(acumaticaOrderNumber('4521')).toBe('0004521');
    expect(acumaticaOrderNumber('1234567')).toBe('1234567');
  });
});

describe('Apply Payments file (D1 3, 5, 8)', () => {
  it('maps payment_ref and invoice_number to PaymentNbr and InvoiceNbr', () => {
    expect(mapPaymentFile([{ payment_ref: ' 000123 ', invoice_number: 'AR004512' }])).toEqual({
      ok: true,
      rows: [{ PaymentNbr: '000123', InvoiceNbr: 'AR004512' }],
    });
    expect(paymentTemplateCsv()).toBe('payment_ref,invoice_number\r\n');
  });

  it("drops the file with 'Missing required field: {field}'", () => {
    expect(mapPaymentFile([{ payment_ref: '1', invoice_number: '' }])).toEqual({
      ok: false,
      message: 'Missing required field: invoice_number',
    });
    expect(paymentRowsProblem([{ PaymentNbr: '', InvoiceNbr: 'AR1' }])).toBe(
      'Missing required field: PaymentNbr',
    );
  });

  it('writes the alert', () => {
    expect(applyPaymentsResultMessage(2, 1)).toBe('Successful Invoices: 2 / Failed Invoices: 1');
  });
});

describe('AutoBuild rows (D3 5)', () => {
  it('marks RUNNING yellow and FAILED red', () => {
    expect(autobuildRowClass('RUNNING')).toBe('running');
    expect(autobuildRowClass('FAILED')).toBe('failed');
    expect(autobuildRowClass('COMPLETE')).toBeNull();
  });
});
