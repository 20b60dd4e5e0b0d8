import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRACKING_STATUS } from '../../../src/shared/domain/dropship/status';
import { CarriersSandbox } from '../../../src/server/integrations/carriers/sandbox';
import { neverScanned } from '../../../src/server/integrations/carriers/sandbox-tracking';
import { isValidTracking } from '../../../src/server/integrations/carriers/tracking-numbers';
import { carriersContract, labelFor } from './contracts/carriers.contract';
import { HOUR, sandboxHarness, type Harness } from './support/harness';

const factory = sandboxHarness(
  (db, { clock, files }) =>
    (company) =>
      new CarriersSandbox(db, company, files, { now: clock.now }),
);

carriersContract('Carriers sandbox', factory);

describe('Carriers sandbox: scans over time', () => {
  let h: Harness<CarriersSandbox>;
  beforeAll(async () => {
    h = await factory();
  });
  afterAll(async () => {
    await h?.close();
  });

  /** Labels until one the sandbox will scan and one it never will (about one in ten). */
  async function scannedAndLost() {
    const carriers = h.port('furhaven');
    const made = [];
    for (let i = 0; i < 60; i += 1)
      made.push(await carriers.createLabel({ ...labelFor('ups', `PO-T${i}`), warehouse: 'pennsylvania' }));
    const scanned = made.find((l) => !neverScanned(l.trackingNumber));
    const lost = made.find((l) => neverScanned(l.trackingNumber));
    if (!scanned || !lost) throw new Error('expected both kinds among 60 labels');
    return { carriers, scanned, lost, made };
  }

  it('gives numbers with valid check digits', async () => {
    const { made } = await scannedAndLost();
    expect(made.every((l) => isValidTracking('ups', l.trackingNumber))).toBe(true);
  });

  it('confirms a label at pick-up, then shows transit and delivery as time passes', async () => {
    h.clock.set(new Date('2026-03-05T08:00:00Z'));
    const { carriers, scanned, lost } = await scannedAndLost();
    h.clock.advance(3 * HOUR);
    expect((await carriers.track([scanned.trackingNumber]))[0]?.status).toBe(TRACKING_STATUS.created);

    h.clock.advance(HOUR);
    const [picked] = await carriers.track([scanned.trackingNumber]);
    expect(picked?.status).toBe(TRACKING_STATUS.confirmed);
    expect(picked?.events.map((e) => e.code)).toEqual(['LC', 'PU']);
    expect(picked?.events[1]).toMatchObject({ description: 'Picked up', location: 'ALLENTOWN, PA' });

    h.clock.advance(48 * HOUR);
    const [delivered] = await h.second('furhaven').track([scanned.trackingNumber]);
    expect(delivered?.events.map((e) => e.code)).toEqual(['LC', 'PU', 'IT', 'OD', 'DL']);
    expect(delivered?.events.at(-1)).toMatchObject({ description: 'Delivered', location: 'LOUISVILLE, KY' });
    const times = delivered?.events.map((e) => e.occurredAt) ?? [];
    expect([...times].sort()).toEqual(times);

    // A label that missed the truck is never scanned: it stays created, late, and can be reshipped.
    const [stuck] = await carriers.track([lost.trackingNumber]);
    expect(stuck).toMatchObject({
      status: TRACKING_STATUS.created,
      events: [expect.objectContaining({ code: 'LC' })],
    });
    const replacement = await carriers.reship(lost.trackingNumber);
    const [old] = await carriers.track([lost.trackingNumber]);
    expect(old?.status).toBe(TRACKING_STATUS.reshipped);
    expect(old?.events.at(-1)).toMatchObject({
      code: 'RS',
      description: `Label replaced by ${replacement.trackingNumber}`,
    });
  });
});
