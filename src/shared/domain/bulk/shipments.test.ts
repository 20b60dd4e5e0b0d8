import { describe, expect, it } from 'vitest';
import {
  acumaticaOrderUrl,
  fieldLabel,
  packShipment,
  readShipmentFile,
  readyShipmentsFileName,
  SHIPMENT_DIALOG_FIELDS,
  SHIPMENT_FILE_COLUMNS,
  SHIPMENT_MESSAGES,
  shipmentFormComplete,
  toShipmentDate,
  type ShipmentFileRow,
  type ShipmentForm,
} from './shipments';

const row = (over: ShipmentFileRow = {}): ShipmentFileRow => ({
  internal_po_number: 'CHB1000004',
  vendor_name: 'Chewy',
  pro_number: '1234567890',
  carrier: 'ODFL',
  bol: '12345678901234567',
  ship_date: '3/9/2026',
  expected_delivery: '03/12/26',
  truck_number: '4411',
  shipment_price: '',
  acu_ship_num: '',
  total_on_shipment: '',
  ...over,
});

describe('the bulk shipment file (D2 section 5)', () => {
  it('has the template columns of D2 section 3 in order', () => {
    expect(SHIPMENT_FILE_COLUMNS).toEqual([
      'internal_po_number',
      'vendor_name',
      'pro_number',
      'carrier',
      'bol',
      'ship_date',
      'expected_delivery',
      'truck_number',
      'shipment_price',
      'acu_ship_num',
      'total_on_shipment',
    ]);
  });

  it('converts ship_date and expected_delivery to YYYY-MM-DD and keeps the optional values', () => {
    const read = readShipmentFile([
      row(),
      row({
        internal_po_number: 'P2',
        shipment_price: '$1250.5',
        acu_ship_num: '0300123',
        total_on_shipment: '3',
      }),
    ]);
    expect(read).toEqual({
      ok: true,
      shipments: [
        expect.objectContaining({
          ship_date: '2026-03-09',
          expected_delivery: '2026-03-12',
          shipment_price: null,
        }),
        expect.objectContaining({
          internal_po_number: 'P2',
          shipment_price: '1250.5',
          acu_ship_num: '0300123',
          total_on_shipment: 3,
        }),
      ],
    });
  });

  it.each([
    'pro_number',
    'carrier',
    'bol',
    'ship_date',
    'expected_delivery',
    'truck_number',
    'vendor_name',
  ] as const)(
    "refuses a row without %s: 'Invalid Upload File! Missing Value {column} For Order {po}'",
    (column) => {
      const read = readShipmentFile([row(), row({ internal_po_number: 'PO77', [column]: '  ' })]);
      expect(read).toEqual({
        ok: false,
        row: 2,
        message: `Invalid Upload File! Missing Value ${column} For Order PO77`,
      });
    },
  );

  it('needs a carrier of exactly 4 characters', () => {
    for (const carrier of ['ODF', 'ODFLX']) {
      const read = readShipmentFile([row({ carrier })]);
      expect(read.ok).toBe(false);
      if (!read.ok) expect(read.message).toBe(SHIPMENT_MESSAGES.missingValue('carrier', 'CHB1000004'));
    }
    expect(readShipmentFile([row({ carrier: 'odfl' })])).toMatchObject({
      ok: true,
      shipments: [{ carrier: 'ODFL' }],
    });
  });

  it('refuses a date that is not a day, an empty file and a bad pallet count', () => {
    expect(readShipmentFile([row({ ship_date: '2/30/2026' })])).toMatchObject({
      ok: false,
      message: SHIPMENT_MESSAGES.missingValue('ship_date', 'CHB1000004'),
    });
    expect(readShipmentFile([])).toMatchObject({ ok: false, message: SHIPMENT_MESSAGES.emptyFile });
    expect(readShipmentFile([row({ total_on_shipment: '0' })]).ok).toBe(false);
    expect(readShipmentFile([row({ shipment_price: 'ten' })]).ok).toBe(false);
  });

  it('reads the date forms spreadsheets write', () => {
    expect(toShipmentDate('2026-03-09')).toBe('2026-03-09');
    expect(toShipmentDate('2026-03-09T10:00:00Z')).toBe('2026-03-09');
    expect(toShipmentDate('3/9/2026')).toBe('2026-03-09');
    expect(toShipmentDate('03/09/26')).toBe('2026-03-09');
    expect(toShipmentDate('2026/3/9')).toBe('2026-03-09');
    expect(toShipmentDate('13/01/2026')).toBeNull();
    expect(toShipmentDate('soon')).toBeNull();
  });

  it("says '{n} Shipments Updated!'", () => {
    expect(SHIPMENT_MESSAGES.updated(3)).toBe('3 Shipments Updated!');
  });
});

describe('the Add Shipment Information dialog', () => {
  const empty = Object.fromEntries(SHIPMENT_DIALOG_FIELDS.map((f) => [f.key, ''])) as ShipmentForm;
  const full: ShipmentForm = {
    ...empty,
    pro_number: '1',
    carrier: 'ODFL',
    bol: '2',
    ship_date: '2026-03-09',
    expected_delivery: '2026-03-11',
    truck_number: '3',
  };

  it('marks the six required fields with * and leaves price, ERP shipment and pallets optional', () => {
    expect(SHIPMENT_DIALOG_FIELDS.filter((f) => f.required).map(fieldLabel)).toEqual([
      'PRO Number *',
      'Carrier (SCAC) *',
      'BOL *',
      'Ship Date *',
      'Expected Delivery *',
      'Truck Number *',
    ]);
    expect(SHIPMENT_DIALOG_FIELDS.filter((f) => !f.required).map(fieldLabel)).toEqual([
      'Shipment Price',
      'Acumatica Shipment Number',
      'Total Pallets',
    ]);
  });

  it('may send only when every required field is filled', () => {
    expect(shipmentFormComplete(full)).toBe(true);
    for (const f of SHIPMENT_DIALOG_FIELDS.filter((x) => x.required))
      expect(shipmentFormComplete({ ...full, [f.key]: ' ' })).toBe(false);
  });
});

describe('cartons and pallets', () => {
  it('packs each line in cartons of its case pack, the last with the rest', () => {
    const [pallet] = packShipment([
      { key: 'A', quantity: 10, casePack: 4 },
      { key: 'B', quantity: 3, casePack: null },
    ]);
    expect(pallet).toEqual([
      { key: 'A', quantity: 4 },
      { key: 'A', quantity: 4 },
      { key: 'A', quantity: 2 },
      { key: 'B', quantity: 3 },
    ]);
  });

  it('puts 24 cartons on a pallet unless the shipment gives its pallets, and keeps every piece', () => {
    const lines = [{ key: 'A', quantity: 50, casePack: 1 }];
    expect(packShipment([{ key: 'A', quantity: 48, casePack: 1 }]).map((p) => p.length)).toEqual([24, 24]);
    expect(packShipment(lines).map((p) => p.length)).toEqual([17, 17, 16]);
    expect(packShipment(lines, 2).map((p) => p.length)).toEqual([25, 25]);
    expect(packShipment([{ key: 'A', quantity: 2, casePack: 1 }], 5)).toHaveLength(2);
    const total = packShipment(lines, 3)
      .flat()
      .reduce((s, c) => s + c.quantity, 0);
    expect(total).toBe(50);
    expect(packShipment([{ key: 'A', quantity: 0, casePack: 2 }])).toEqual([]);
  });
});

describe('exports and links', () => {
  it('names the ASN export READY_SHIPMENTS_{date}.csv', () => {
    expect(readyShipmentsFileName('2026-03-09')).toBe('READY_SHIPMENTS_2026-03-09.csv');
  });

  it('opens the order in Acumatica with order type SO', () => {
    expect(acumaticaOrderUrl('https://erp.example.com/', '0901234')).toBe(
      'https://erp.example.com/Main?ScreenId=SO301000&OrderType=SO&OrderNbr=0901234',
    );
  });
});
