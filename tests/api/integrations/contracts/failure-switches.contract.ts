import { afterEach, describe, expect, it } from 'vitest';
import type { SandboxSystem } from '../../../../src/shared/domain/integrations/sandbox';
import type { SandboxControl } from '../../../../src/server/integrations/sandbox-control';
import { expectIntegrationError } from '../support/harness';

/**
 * The failure switches every sandbox honours: `next` fails N calls then resets itself, `always`
 * fails until switched off, `delayMs` slows every answer, all with the configured message.
 * `call` is any harmless call of the port.
 */
export function failureSwitchContract(
  system: SandboxSystem,
  getControl: () => SandboxControl | undefined,
  call: () => Promise<unknown>,
): void {
  describe(`${system} failure switches`, () => {
    afterEach(async () => {
      await getControl()?.reset();
    });

    it('fails the next N calls with the configured message, then behaves and resets', async (ctx) => {
      const control = getControl();
      if (!control) return ctx.skip();
      await control.set(system, { failureMode: 'next', failuresLeft: 2, errorMessage: `${system} is down` });
      await expectIntegrationError(call(), 'unavailable', `${system} is down`);
      expect(await control.get(system)).toMatchObject({ failureMode: 'next', failuresLeft: 1 });
      await expectIntegrationError(call(), 'unavailable', `${system} is down`);
      await expect(call()).resolves.toBeDefined();
      expect(await control.get(system)).toMatchObject({ failureMode: 'none', failuresLeft: 0 });
    });

    it('hands the last failure of next to exactly one of two racing calls', async (ctx) => {
      const control = getControl();
      if (!control) return ctx.skip();
      await control.set(system, { failureMode: 'next', failuresLeft: 1 });
      const results = await Promise.allSettled([call(), call()]);
      expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
    });

    it('fails every call while always is on, with a default message when none was set', async (ctx) => {
      const control = getControl();
      if (!control) return ctx.skip();
      await control.set(system, { failureMode: 'always' });
      for (let i = 0; i < 3; i += 1) await expectIntegrationError(call(), 'unavailable', /sandbox failure/);
      await control.set(system, { failureMode: 'none' });
      await expect(call()).resolves.toBeDefined();
    });

    it('waits delayMs before answering', async (ctx) => {
      const control = getControl();
      if (!control) return ctx.skip();
      await control.set(system, { delayMs: 250 });
      const started = performance.now();
      await expect(call()).resolves.toBeDefined();
      expect(performance.now() - started).toBeGreaterThanOrEqual(240);
    });

    it('leaves the other systems alone', async (ctx) => {
      const control = getControl();
      if (!control) return ctx.skip();
      const other: SandboxSystem = system === 'printing' ? 'acumatica' : 'printing';
      await control.set(other, { failureMode: 'always' });
      await expect(call()).resolves.toBeDefined();
    });
  });
}
