import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ShipAddress } from '../../../../src/shared/domain/carriers/addresses';
import { carrierOfTracking } from '../../../../src/shared/domain/carriers/tracking';
import { TRACKING_STATUS } from '../../../../src/shared/domain/dropship/status';
import type { CarriersPort, LabelRequest } from '../../../../src/server/integrations/carriers/port';
import { zplLabels } from '../../../../src/server/integrations/printing/zpl';
import { expectIntegrationError, type Harness, type HarnessFactory } from '../support/harness';
import { failureSwitchContract } from './failure-switches.contract';

export const customer: ShipAddress = {
  name: 'Jane Buyer',
  address1: '12 Main St',
  address2: 'Apt 4',
  city: 'Louisville',
  state: 'KY',
  zip: '40202',
};

export const labelFor = (carrier: LabelRequest['carrier'], reference = 'PO-1001'): LabelRequest => ({
  carrier,
  reference,
  warehouse: 'kentucky',
  shipTo: customer,
  weightLbs: '3.50',
});

/** Parcel carriers: labels, tracking, reship and address checks of any carriers adapter. */
export function carriersContract(name: string, factory: HarnessFactory<CarriersPort>): void {
  describe(name, () => {
    let h: Harness<CarriersPort>;
    let carriers: CarriersPort;
    beforeAll(async () => {
      h = await factory();
      carriers = h.port('furhaven');
    });
    afterAll(async () => {
      await h?.close();
    });

    it('sells labels with tracking numbers of each carrier form: 12 FedEx, 18 UPS, 22 USPS, TBA Amazon', async () => {
      const fedex = await carriers.createLabel(labelFor('fedex'));
      const ups = await carriers.createLabel(labelFor('ups'));
      const usps = await carriers.createLabel(labelFor('usps'));
      const amazon = await carriers.createLabel(labelFor('amazon'));
      expect(fedex.trackingNumber).toMatch(/^\d{12}$/);
      expect(ups.trackingNumber).toMatch(/^1Z[0-9A-Z]{16}$/);
      expect(usps.trackingNumber).toMatch(/^\d{22}$/);
      expect(amazon.trackingNumber).toMatch(/^TBA\d+$/);
      for (const label of [fedex, ups, usps])
        expect(carrierOfTracking(label.trackingNumber)).toBe(label.carrier);
      expect(fedex).toMatchObject({
        carrier: 'fedex',
        reference: 'PO-1001',
        status: TRACKING_STATUS.created,
        labelFormat: 'ZPL',
        reshippedTo: null,
      });
    });

    it('never repeats a tracking number', async () => {
      const labels = await Promise.all(
        Array.from({ length: 24 }, (_, i) =>
          carriers.createLabel(labelFor(i % 2 ? 'usps' : 'ups', `PO-U${i}`)),
        ),
      );
      const other = await h.port('worldwise').createLabel(labelFor('ups'));
      const numbers = [...labels, other].map((l) => l.trackingNumber);
      expect(new Set(numbers).size).toBe(numbers.length);
    });

    it('stores the label document (ZPL with the tracking number) in the file store', async () => {
      const label = await carriers.createLabel(labelFor('ups'));
      const file = await h.files.get(label.labelKey);
      const zpl = file?.bytes.toString('utf8') ?? '';
      expect(zplLabels(zpl)).toHaveLength(1);
      expect(zpl).toContain(`^FD${label.trackingNumber}^FS`);
      expect(zpl).toContain('LOUISVILLE, KY 40202');
    });

    it('verifies addresses, refusing bad ones with a reason', async () => {
      const good = await carriers.verifyAddress({ ...customer, zip: '402021234' });
      expect(good).toMatchObject({ valid: true, address: { zip: '40202-1234', state: 'KY' } });
      expect(await carriers.verifyAddress({ ...customer, zip: '4020' })).toEqual({
        valid: false,
        reason: 'The ZIP code "4020" must have 5 or 9 digits.',
      });
      expect(await carriers.verifyAddress({ ...customer, address1: '' })).toMatchObject({
        valid: false,
        reason: expect.stringMatching(/street/),
      });
    });

    it('refuses a label for a bad address unless verification is skipped', async () => {
      const bad = { ...labelFor('fedex'), shipTo: { ...customer, zip: '123' } };
      await expectIntegrationError(
        carriers.createLabel(bad),
        'rejected',
        /Address verification failed: .*5 or 9 digits/,
      );
      const forced = await carriers.createLabel({ ...bad, skipAddressVerification: true });
      expect(forced.trackingNumber).toHaveLength(12);
      await expectIntegrationError(
        carriers.createLabel({ ...labelFor('fedex'), weightLbs: '0' }),
        'rejected',
        /weight/,
      );
    });

    it('tracks a new label as created with its first scan; unknown numbers as unknown', async () => {
      const label = await carriers.createLabel(labelFor('fedex', 'PO-TRACK'));
      const [known, unknown] = await carriers.track([label.trackingNumber, '000000000000']);
      expect(known).toMatchObject({ trackingNumber: label.trackingNumber, carrier: 'fedex', status: 200 });
      expect(known?.events.map((e) => e.code)).toEqual(['LC']);
      expect(unknown).toEqual({ trackingNumber: '000000000000', carrier: null, status: null, events: [] });
    });

    it('reships: a new label for the same package, the old one marked reshipped (299)', async () => {
      const old = await carriers.createLabel(labelFor('usps', 'PO-RESHIP'));
      const fresh = await carriers.reship(old.trackingNumber, {
        shipTo: { ...customer, address1: '14 Main St' },
      });
      expect(fresh).toMatchObject({
        carrier: 'usps',
        reference: 'PO-RESHIP',
        status: TRACKING_STATUS.created,
      });
      expect(fresh.trackingNumber).not.toBe(old.trackingNumber);
      expect(fresh.trackingNumber).toHaveLength(22);
      expect(await carriers.getLabel(old.trackingNumber)).toMatchObject({
        status: TRACKING_STATUS.reshipped,
        reshippedTo: fresh.trackingNumber,
      });
      await expectIntegrationError(carriers.reship(old.trackingNumber), 'rejected', /already reshipped/);
      await expectIntegrationError(carriers.reship('999999999999'), 'not_found', /was not found/);
    });

    it('makes a USPS SCAN form of USPS packages: a form number and its PDF in the file store', async () => {
      const a = await carriers.createLabel(labelFor('usps', 'PO-SCAN-1'));
      const b = await carriers.createLabel(labelFor('usps', 'PO-SCAN-2'));
      const form = await carriers.createScanForm({
        warehouse: 'kentucky',
        shipDate: '2026-11-24',
        trackingNumbers: [a.trackingNumber, b.trackingNumber],
      });
      expect(form.trackingNumbers).toEqual([a.trackingNumber, b.trackingNumber]);
      expect(form.formId).toMatch(/^\d+$/);
      const stored = await h.files.get(form.documentKey);
      expect(stored?.contentType).toBe('application/pdf');
      expect(stored?.bytes.subarray(0, 5).toString()).toBe('%PDF-');
      const next = await carriers.createScanForm({
        warehouse: 'kentucky',
        shipDate: '2026-11-24',
        trackingNumbers: [a.trackingNumber],
      });
      expect(next.formId).not.toBe(form.formId);
      await expectIntegrationError(
        carriers.createScanForm({ warehouse: 'kentucky', shipDate: '2026-11-24', trackingNumbers: [] }),
        'rejected',
        'A SCAN form needs at least one package.',
      );
      const fedex = await carriers.createLabel(labelFor('fedex'));
      await expectIntegrationError(
        carriers.createScanForm({
          warehouse: 'kentucky',
          shipDate: '2026-11-24',
          trackingNumbers: [fedex.trackingNumber],
        }),
        'rejected',
        /Not USPS tracking numbers/,
      );
    });

    it('keeps labels in the system (second instance) and per company account', async () => {
      const label = await carriers.createLabel(labelFor('amazon', 'PO-SHARED'));
      expect(await h.second('furhaven').getLabel(label.trackingNumber)).toEqual(label);
      expect(await h.port('worldwise').getLabel(label.trackingNumber)).toBeNull();
    });

    failureSwitchContract(
      'carriers',
      () => h.control,
      () => carriers.verifyAddress(customer),
    );
  });
}
