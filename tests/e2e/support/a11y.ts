import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** What fails a walk: axe's two worst impact levels. */
const BLOCKING = new Set(['serious', 'critical']);

/**
 * Runs axe on the page as it is now (the screen, and any dialog or drawer the walk has open) and
 * fails with every serious or critical violation: rule, help and the elements it found. No rule is
 * turned off; a finding is fixed in the app.
 */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  // A toast or dialog still fading in blends its colours with the page behind; axe would read that
  // half-way contrast. Wait (briefly) for the finite animations running now to end.
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().endTime === Infinity),
      undefined,
      { timeout: 3_000 },
    )
    .catch(() => undefined);
  // Only the violations are collected: listing every passing node doubles the time on a big screen.
  const { violations } = await new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).analyze();
  const blocking = violations
    .filter((v) => BLOCKING.has(v.impact ?? ''))
    .map((v) => ({
      rule: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.slice(0, 5).map((n) => `${n.target.join(' ')}: ${n.failureSummary ?? ''}`),
    }));
  expect(blocking, `serious or critical axe violations on ${new URL(page.url()).pathname}`).toEqual([]);
}
