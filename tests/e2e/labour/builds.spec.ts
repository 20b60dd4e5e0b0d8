import { expect, test } from '@playwright/test';
import type pg from 'pg';
import { buildSlot } from '../../../src/shared/domain/labour/shifts';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { e2eDbPool } from '../support/e2e-db';
import { chooseOption, openMenu, signIn, snap } from '../support/helpers';

/**
 * Daily Builds, Efficiency Report and Hourly Builds (D3 2.12, issue 17 items 4 to 6) on the demo
 * world: a supervisor on a tablet edits a build's quantity in the grid (one build changes) and
 * reads the efficiency and hourly charts; a user without the warehouse scope is sent home.
 */
let pool: pg.Pool;
test.beforeAll(() => {
  pool = e2eDbPool();
});
test.afterAll(async () => {
  await pool.end();
});

type Build = { id: number; order_number: string; sku: string; quantity: number; group_number: number };

/** The newest Kentucky build of a working day (the grid's first row). */
async function newestBuild(day: string): Promise<Build | undefined> {
  const { rows } = await pool.query<Build>(
    `select id, order_number, sku, quantity, group_number from builds
     where company = 'furhaven' and warehouse = 'KY'
       and build_date >= ($1::date + time '04:00') at time zone 'America/New_York'
       and build_date < ($1::date + 1 + time '04:00') at time zone 'America/New_York'
     order by build_date desc, id desc limit 1`,
    [day],
  );
  return rows[0];
}

const quantities = async () =>
  new Map(
    (await pool.query<{ id: number; quantity: number }>('select id, quantity from builds')).rows.map((r) => [
      r.id,
      r.quantity,
    ]),
  );

test('a supervisor on a tablet edits a build quantity and reads the efficiency and hourly charts', async ({
  page,
}) => {
  test.setTimeout(90_000);
  // The last working day with builds: today's, or yesterday's before the shift starts.
  let day = buildSlot(Date.now()).day;
  let build = await newestBuild(day);
  if (!build) {
    day = buildSlot(Date.now() - 86_400_000).day;
    build = await newestBuild(day);
  }
  expect(build, 'the demo world has Kentucky builds').toBeDefined();

  await signIn(page, 'labour');
  await expect(page.getByRole('heading', { name: 'Hello, Lou Labour' })).toBeVisible();
  const menu = await openMenu(page);
  await menu.getByRole('link', { name: 'Daily Builds' }).click();
  await expect(page).toHaveURL(/\/daily_builds$/);
  await page.locator('ion-segment-button', { hasText: 'KY' }).click();
  await page.getByLabel('Day').fill(day);
  const grid = page.getByRole('table', { name: `Builds of KY on ${day}` });
  const input = grid
    .getByRole('textbox', { name: `Quantity of ${build!.order_number} ${build!.sku}` })
    .first();
  await expect(input).toHaveValue(String(build!.quantity));
  const box = await input.boundingBox();
  expect(box?.height).toBeGreaterThanOrEqual(48);
  for (const name of ['KY', 'First', 'Second', 'Both']) {
    const segment = await page.locator('ion-segment-button', { hasText: name }).first().boundingBox();
    expect(segment?.height, name).toBeGreaterThanOrEqual(48);
  }

  // A wrong quantity is refused in place; a right one saves that build and nothing else.
  await input.tap();
  await input.fill('-3');
  await input.press('Enter');
  await expect(grid.getByRole('alert')).toHaveText('Quantity must be a whole number from 0 to 100,000.');
  const before = await quantities();
  const next = build!.quantity + 5;
  await input.fill(String(next));
  await input.press('Enter');
  await expect(page.getByText('Saved Build!')).toBeVisible();
  await expect(input).toHaveValue(String(next));
  const after = await quantities();
  expect([...after].filter(([id, q]) => before.get(id) !== q)).toEqual([[build!.id, next]]);
  // The line filter: only that line's builds, the edited one among them.
  await chooseOption(page, 'Line', `Line ${build!.group_number}`);
  await expect(grid.locator('tbody tr').filter({ hasNotText: `Line ${build!.group_number}` })).toHaveCount(0);
  await expect(input).toHaveValue(String(next));
  await snap(page, 'daily-builds');
  await expectNoSeriousA11yViolations(page);

  // Efficiency Report: cards, the colour scale, the charts by line and against expected.
  await (await openMenu(page)).getByRole('link', { name: 'Efficiency Report' }).click();
  await expect(page).toHaveURL(/\/efficiency_report$/);
  await expect(page.getByRole('list', { name: 'Efficiency colour scale' })).toContainText('45% or less');
  await expect(page.getByRole('list', { name: 'Efficiency colour scale' })).toContainText('100% or more');
  await expect(page.getByRole('img', { name: 'Efficiency by line' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Pieces built against expected by warehouse' })).toBeVisible();
  const summary = page.getByRole('list', { name: 'Summary' });
  await expect(summary).toContainText('Efficiency');
  await expect(summary.getByText(/^\d+(\.\d)?%$/).first()).toBeVisible();
  await expect(page.getByRole('table', { name: 'Actual against expected by warehouse' })).toContainText('KY');
  await snap(page, 'efficiency-report');
  await expectNoSeriousA11yViolations(page);

  // Hourly Builds: hours 5 to 16 of the first shift, the day's pieces in total.
  await (await openMenu(page)).getByRole('link', { name: 'Hourly Builds' }).click();
  await expect(page).toHaveURL(/\/hourly_builds$/);
  await page.getByLabel('Day').fill(day);
  const { rows } = await pool.query<{ q: number }>(
    `select coalesce(sum(quantity), 0)::int as q from builds where company = 'furhaven'
       and build_date >= ($1::date + time '04:00') at time zone 'America/New_York'
       and build_date < ($1::date + time '16:00') at time zone 'America/New_York'`,
    [day],
  );
  await expect(page.locator('.hb-total')).toHaveText(rows[0]!.q.toLocaleString('en-US'));
  await expect(page.getByRole('img', { name: `Pieces built per hour, first shift, ${day}` })).toBeVisible();
  await page.getByText('Show the numbers').click();
  const numbers = page.getByRole('table', {
    name: `Pieces built per hour, first shift, ${day}: the numbers`,
  });
  await expect(numbers.getByRole('rowheader')).toHaveText([
    '5',
    '6',
    '7',
    '8',
    '9',
    '10',
    '11',
    '12',
    '13',
    '14',
    '15',
    '16',
  ]);
  await snap(page, 'hourly-builds');
  await expectNoSeriousA11yViolations(page);
});
