import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IntegrationError } from '../../../src/server/integrations/integration-error';
import { createTestApp, type TestApp } from '../support/test-app';

/** An outside system's error that reaches the error handler maps to HTTP the one way (issue 9 item 5). */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  t.app.get('/integration-error/:code', async (req) => {
    const { code } = req.params as { code: 'rejected' | 'not_found' | 'unavailable' | 'not_configured' };
    throw new IntegrationError('acumatica', code, 'Sales order 0001234 does not exist.');
  });
  await t.app.ready();
});
afterAll(async () => t?.close());

describe('IntegrationError in the error handler', () => {
  it('answers 422 for a refusal and 502 for a system that is down, never 500', async () => {
    for (const [code, status] of [
      ['rejected', 422],
      ['not_found', 422],
      ['unavailable', 502],
      ['not_configured', 502],
    ] as const) {
      const res = await t.app.inject({ method: 'GET', url: `/integration-error/${code}` });
      expect(res.statusCode, code).toBe(status);
      expect(res.json()).toEqual({
        error: `acumatica_${code}`,
        message: 'Sales order 0001234 does not exist.',
      });
    }
  });
});
