import { describe, expect, it } from 'vitest';
import {
  acumaticaStatusDisplay,
  cancelProblem,
  drawerButtons,
  erpNumberInput,
  holdProblem,
  isLateLabel,
  labelFileNames,
  ORDER_DRAWER_MESSAGES,
  orderStatusDisplay,
  packageTracking,
  reshipProblem,
  reshippedText,
  trackingLink,
  transferPoNumber,
  transferWarehouse,
  usesRetailerCancel,
} from './order-drawer';

const NOW = new Date('2026-03-10T12:00:00Z');
const hoursAgo = (h: number) => new Date(NOW.getTime() - h * 3_600_000).toISOString();

describe('drawer buttons by status (D1 4)', () => {
  it('hides Cancel when shipped (104) or cancelled (199)', () => {
    expect(drawerButtons(104).cancel).toBe(false);
    expect(drawerButtons(199).cancel).toBe(false);
    for (const s of [100, 101, 102, 103, 197, 198]) expect(drawerButtons(s).cancel).toBe(true);
  });
  it('hides Hold when on hold (197, 198) or cancelled (199)', () => {
    for (const s of [197, 198, 199]) expect(drawerButtons(s).hold).toBe(false);
    for (const s of [100, 101, 102, 103, 104]) expect(drawerButtons(s).hold).toBe(true);
  });
  it('hides Resend and Transfer only when cancelled', () => {
    expect(drawerButtons(199)).toEqual({ cancel: false, hold: false, resend: false, transfer: false });
    for (const s of [100, 101, 102, 103, 104, 197, 198]) {
      expect(drawerButtons(s).resend).toBe(true);
      expect(drawerButtons(s).transfer).toBe(true);
    }
  });
});

describe('status display names', () => {
  it('names every dropship status', () => {
    expect([100, 101, 102, 103, 104, 197, 199].map(orderStatusDisplay)).toEqual([
      'Order Created',
      'Items Pulled',
      'Items Built',
      'Order Staged',
      'Order Shipped',
      'Order Production Hold',
      'Order Cancelled',
    ]);
    expect(orderStatusDisplay(198)).toBe('Order Unacknowledged');
    expect(orderStatusDisplay(7)).toBe('Status 7');
  });
});

describe('Acumatica status display', () => {
  it('names the ERP codes 400, 401, 402, -402, -401', () => {
    expect([400, 401, 402, -402, -401].map(acumaticaStatusDisplay)).toEqual([
      'Processing',
      'Order Created',
      'Shipment Created',
      'Shipment Failed',
      'Order Failed',
    ]);
    expect(acumaticaStatusDisplay(null)).toBe('Not Sent');
  });
});

describe('cancel and hold refusals', () => {
  it("refuses a cancel on a pull sheet with the spec's message", () => {
    expect(cancelProblem({ status: 101, onPullsheet: true })).toBe(
      "Can't Cancel Order. Check if order is on a pullsheet.",
    );
    expect(cancelProblem({ status: 100, onPullsheet: false })).toBeNull();
    expect(cancelProblem({ status: 104, onPullsheet: false })).toMatch(/shipped/);
  });
  it('refuses holding a cancelled or shipped order', () => {
    expect(holdProblem(199)).toMatch(/cancelled/);
    expect(holdProblem(104)).toMatch(/shipped/);
    expect(holdProblem(100)).toBeNull();
    expect(holdProblem(197)).toBeNull();
  });
  it('keeps the messages word for word', () => {
    expect(ORDER_DRAWER_MESSAGES).toEqual({
      onHold: 'Order On Hold!',
      canceled: 'Order Canceled!',
      cantCancel: "Can't Cancel Order. Check if order is on a pullsheet.",
      aborted: 'Operation Aborted',
      packageReset: 'Package Reset',
      packageResetFailed: 'Failed to Reset Package',
    });
  });
});

describe('package tracking display and the 1-day late label', () => {
  it('is late only over 1 day after the shipment date', () => {
    expect(isLateLabel({ tracking_status: 200, ship_date: hoursAgo(24) }, NOW)).toBe(false);
    expect(isLateLabel({ tracking_status: 200, ship_date: hoursAgo(24.01) }, NOW)).toBe(true);
    expect(isLateLabel({ tracking_status: 200, ship_date: hoursAgo(23) }, NOW)).toBe(false);
    expect(isLateLabel({ tracking_status: 201, ship_date: hoursAgo(48) }, NOW)).toBe(false);
    expect(isLateLabel({ tracking_status: 200, ship_date: null }, NOW)).toBe(false);
  });
  it('reads Label Created, Label Created - Late with Reship, Shipped, Reshipped', () => {
    expect(packageTracking({ tracking_status: 200, ship_date: hoursAgo(2) }, 103, NOW)).toEqual({
      text: 'Label Created',
      reship: false,
    });
    expect(packageTracking({ tracking_status: 200, ship_date: hoursAgo(30) }, 103, NOW)).toEqual({
      text: 'Label Created - Late',
      reship: true,
    });
    // A cancelled order offers no reship.
    expect(packageTracking({ tracking_status: 200, ship_date: hoursAgo(30) }, 199, NOW)).toEqual({
      text: 'Label Created',
      reship: false,
    });
    expect(packageTracking({ tracking_status: 201, ship_date: hoursAgo(30) }, 104, NOW).text).toBe('Shipped');
    expect(packageTracking({ tracking_status: 299, ship_date: hoursAgo(30) }, 104, NOW).text).toBe(
      'Reshipped',
    );
    expect(packageTracking({ tracking_status: null, ship_date: null }, 100, NOW).text).toBe('No Label');
  });
  it('explains why a package cannot be reshipped', () => {
    expect(reshipProblem({ tracking_status: 200, ship_date: hoursAgo(30) }, 103, NOW)).toBeNull();
    expect(reshipProblem({ tracking_status: 200, ship_date: hoursAgo(30) }, 199, NOW)).toMatch(/cancelled/);
    expect(reshipProblem({ tracking_status: 200, ship_date: hoursAgo(3) }, 103, NOW)).toMatch(/not late/);
    expect(reshipProblem({ tracking_status: 299, ship_date: hoursAgo(30) }, 104, NOW)).toMatch(/not shipped/);
  });
});

describe('Reshipped?', () => {
  it('is m/d/yy or No', () => {
    expect(reshippedText('2026-03-05')).toBe('3/5/26');
    expect(reshippedText('2025-12-31')).toBe('12/31/25');
    expect(reshippedText(null)).toBe('No');
    expect(reshippedText('')).toBe('No');
  });
});

describe('retailer cancel route', () => {
  it('applies when the vendor name contains Amazon', () => {
    expect(usesRetailerCancel('Amazon Direct')).toBe(true);
    expect(usesRetailerCancel('amazon vendor central')).toBe(true);
    expect(usesRetailerCancel('Chewy')).toBe(false);
    expect(usesRetailerCancel('Walmart Marketplace')).toBe(false);
  });
});

describe('transfer', () => {
  it('sends lines to the other warehouse', () => {
    expect(transferWarehouse('kentucky')).toBe('pennsylvania');
    expect(transferWarehouse('pennsylvania')).toBe('kentucky');
    expect(transferWarehouse('texas')).toBe('kentucky');
    expect(transferWarehouse(null)).toBeNull();
    expect(transferPoNumber('CHE100000012', 2)).toBe('CHE100000012-T2');
  });
});

describe('ERP number input', () => {
  it('pads to 7 digits', () => {
    expect(erpNumberInput('1234')).toBe('0001234');
    expect(erpNumberInput(' 0101234 ')).toBe('0101234');
    expect(erpNumberInput(42)).toBe('0000042');
    expect(erpNumberInput('12345678')).toBeNull();
    expect(erpNumberInput('12a4')).toBeNull();
    expect(erpNumberInput('')).toBeNull();
    expect(erpNumberInput('0000')).toBeNull();
  });
});

describe('tracking links by length (12 FedEx, 18 UPS, 22 USPS)', () => {
  it('links known lengths and leaves others plain', () => {
    expect(trackingLink('123456789012')?.carrier).toBe('FedEx');
    expect(trackingLink('1Z999AA10123456784')?.url).toBe(
      'https://www.ups.com/track?tracknum=1Z999AA10123456784',
    );
    expect(trackingLink('9400111899223197428490')?.carrier).toBe('USPS');
    expect(trackingLink('TBA123456789012')).toBeNull();
    expect(trackingLink(null)).toBeNull();
  });
});

describe('label file names', () => {
  it('are {po}_{tracking}_packing_slip and _shipping_label', () => {
    expect(labelFileNames('CHE1', '123456789012')).toEqual({
      ps: 'CHE1_123456789012_packing_slip',
      sl: 'CHE1_123456789012_shipping_label',
    });
  });
});
