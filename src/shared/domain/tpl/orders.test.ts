import { describe, expect, it } from 'vitest';
import {
  defaultTplOrderFilters,
  noTplOrdersMessage,
  TPL_CUSTOMER_REQUIRED,
  TPL_DATES_ORDER,
  TPL_RANGE_TOO_LONG,
  tplOrderFiltersProblem,
  tplOrderOf,
  type ErpOrderForTpl,
} from './orders';

const filters = { start_date: '2026-11-18', end_date: '2026-11-24', warehouse: '', customer: 'C000000011' };

describe('tplOrderFiltersProblem (D3 5: Get Orders needs a customer)', () => {
  it('refuses a missing customer first', () => {
    expect(tplOrderFiltersProblem({ ...filters, customer: '', start_date: '' })).toBe(TPL_CUSTOMER_REQUIRED);
  });
  it('takes only the two retail customers C000000011 and C000000004', () => {
    expect(tplOrderFiltersProblem(filters)).toBeNull();
    expect(tplOrderFiltersProblem({ ...filters, customer: 'C000000004' })).toBeNull();
    expect(tplOrderFiltersProblem({ ...filters, customer: 'C000000005' })).toMatch(/C000000011, C000000004/);
  });
  it('checks the dates and the warehouse', () => {
    expect(tplOrderFiltersProblem({ ...filters, end_date: '2026-11-17' })).toBe(TPL_DATES_ORDER);
    expect(tplOrderFiltersProblem({ ...filters, start_date: '2026-01-01' })).toBe(TPL_RANGE_TOO_LONG);
    expect(tplOrderFiltersProblem({ ...filters, start_date: '18/11/2026' })).toMatch(/YYYY-MM-DD/);
    expect(tplOrderFiltersProblem({ ...filters, warehouse: 'GEODIS' })).toBeNull();
    expect(tplOrderFiltersProblem({ ...filters, warehouse: 'XX' })).toMatch(/Warehouse/);
  });
  it('opens on the last seven days', () => {
    expect(defaultTplOrderFilters('2026-11-25')).toEqual({
      start_date: '2026-11-19',
      end_date: '2026-11-25',
      warehouse: '',
      customer: '',
    });
  });
});

const erp: ErpOrderForTpl = {
  orderNbr: '0980001',
  status: 'Open',
  customerId: 'C000000011',
  date: '2026-11-20T00:00:00+00:00',
  requestedOn: null,
  customerOrder: 'PO114113',
  shipTo: {
    name: 'Retail DC 0411',
    address1: '4100 Distribution Pkwy',
    address2: '',
    city: 'Dallas',
    state: 'TX',
    zip: '75241',
    country: null,
  },
  lines: [
    { sku: 'A-1', openQty: 4, unitPrice: '12.50', warehouse: 'GEODIS' },
    { sku: 'B-2', openQty: 0, unitPrice: '3.00', warehouse: 'GEODIS' },
    { sku: 'C-3', openQty: 2, unitPrice: '8.00', warehouse: 'TX' },
  ],
};

describe('tplOrderOf (the 3PL sales order of D3 section 3)', () => {
  it('maps the ERP order with the ship-to, bill-to account 00001 and open lines', () => {
    expect(tplOrderOf(erp)).toEqual({
      so_number: '0980001',
      po_number: 'PO114113',
      due_date: '2026-11-20',
      ship_to_address: {
        name: 'Retail DC 0411',
        address: '4100 Distribution Pkwy',
        address_2: null,
        city: 'Dallas',
        state: 'TX',
        zip_code: '75241',
        country: 'US',
      },
      bill_to_address: {
        name: 'Retail DC 0411',
        address: '4100 Distribution Pkwy',
        address_2: null,
        city: 'Dallas',
        state: 'TX',
        zip_code: '75241',
        country: 'US',
        account_number: '00001',
      },
      items: [
        { sku: 'A-1', order_qty: 4, uom: 'EA', price: '12.50' },
        { sku: 'C-3', order_qty: 2, uom: 'EA', price: '8.00' },
      ],
    });
  });
  it('keeps the lines of the chosen warehouse and prefers the requested date', () => {
    const out = tplOrderOf({ ...erp, requestedOn: '2026-11-27T00:00:00' }, 'GEODIS');
    expect(out?.items.map((i) => i.sku)).toEqual(['A-1']);
    expect(out?.due_date).toBe('2026-11-27');
  });
  it('uses the ERP number as PO when the customer gave none', () => {
    expect(tplOrderOf({ ...erp, customerOrder: ' ' })?.po_number).toBe('0980001');
  });
  it('skips orders with nothing for the 3PL to ship', () => {
    expect(tplOrderOf({ ...erp, status: 'Cancelled' })).toBeNull();
    expect(tplOrderOf({ ...erp, status: 'Completed' })).toBeNull();
    expect(tplOrderOf(erp, 'KY')).toBeNull();
  });
  it('says which range, provider and customer had no orders (D3 8)', () => {
    expect(noTplOrdersMessage(filters)).toBe(
      'No orders from 2026-11-18 to 2026-11-24 for Geodis and customer C000000011.',
    );
  });
});
