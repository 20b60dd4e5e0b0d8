import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AcumaticaSandbox } from '../../../src/server/integrations/acumatica/sandbox';
import { acumaticaFulfilmentContract } from './contracts/acumatica-fulfilment.contract';
import { acumaticaOrdersContract, walmartOrder } from './contracts/acumatica-orders.contract';
import { acumaticaTransfersContract } from './contracts/acumatica-transfers.contract';
import { sandboxHarness, type Harness } from './support/harness';

const AUTOBUILD_MS = 60_000;
const factory = sandboxHarness(
  (db, { clock }) =>
    (company) =>
      new AcumaticaSandbox(db, company, { now: clock.now, autobuildMs: AUTOBUILD_MS }),
);

acumaticaOrdersContract('Acumatica sandbox', factory);
acumaticaFulfilmentContract('Acumatica sandbox', factory);
acumaticaTransfersContract('Acumatica sandbox', factory);

describe('Acumatica sandbox: simulated time', () => {
  let h: Harness<AcumaticaSandbox>;
  beforeAll(async () => {
    h = await factory();
  });
  afterAll(async () => {
    await h?.close();
  });

  it('dates orders with the ERP business date when none is given', async () => {
    const order = await h.port('furhaven').createSalesOrder(walmartOrder({ Date: undefined }));
    expect(order.Date.value).toBe('2026-03-02T00:00:00+00:00');
  });

  it('reads an AutoBuild as RUNNING until its time is up, then COMPLETE', async () => {
    const erp = h.port('furhaven');
    const run = await erp.startAutobuild();
    expect(run.Status.value).toBe('RUNNING');
    h.clock.advance(AUTOBUILD_MS - 1);
    expect((await erp.listAutobuilds())[0]?.Status.value).toBe('RUNNING');
    h.clock.advance(1);
    const [done] = await erp.listAutobuilds();
    expect(done).toMatchObject({ Status: { value: 'COMPLETE' }, CompletedAt: { value: expect.any(String) } });
    // Now another run may start.
    expect((await erp.startAutobuild()).Status.value).toBe('RUNNING');
  });

  it('completes at once when nothing is open to build', async () => {
    const run = await h.port('worldwise').startAutobuild();
    expect(run).toMatchObject({ Status: { value: 'COMPLETE' }, OrdersQueued: { value: 0 } });
  });
});
