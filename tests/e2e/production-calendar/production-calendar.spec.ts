import { expect, test, type Page } from '@playwright/test';
import type pg from 'pg';
import {
  msUntilNextDay,
  TIMING_LABEL,
  timingClass,
  warehouseToday,
  type CalendarWarehouse,
} from '../../../src/shared/domain/bulk/production-calendar-rules';
import { monthLabel, monthOf } from '../../../src/client/features/bulk/production-calendar/lib/month-grid';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { e2eDbPool } from '../support/e2e-db';
import { openMenu, signIn, snap } from '../support/helpers';
import { dataTable, expectColumnsReachable, expectTouchSizedTargets } from '../support/table-touch';

/**
 * Production Calendar (D2 sections 2 and 4, issue 11 item 4) on the demo world, as the warehouse
 * user: the month grid of Kentucky and Pennsylvania, month navigation, today marked, the events with
 * their timing class as word and colour; a user without the scope is sent home.
 */
type Event = { date: string; vendor_name: string; qty: number };

let pool: pg.Pool;
test.beforeAll(() => {
  pool = e2eDbPool();
});
test.afterAll(async () => {
  await pool.end();
});

/** The events of a warehouse as the rule in the server module derives them (pieces still to build). */
async function scheduled(warehouse: CalendarWarehouse): Promise<Event[]> {
  const column = warehouse === 'kentucky' ? 'fulfill_ky' : 'fulfill_pa';
  const { rows } = await pool.query<Event>(
    `select to_char(coalesce(o.pickup_date, o.requested_ship_date, o.ship_window_start), 'YYYY-MM-DD') as date,
            o.vendor_name, sum(i.${column})::int as qty
     from bulk_orders o join bulk_order_items i on i.order_id = o.id
     where o.company = 'furhaven' and i.order_status in (100, 101) and i.${column} > 0
       and coalesce(o.pickup_date, o.requested_ship_date, o.ship_window_start) is not null
     group by 1, 2 order by 1, 2`,
  );
  return rows;
}

const monthName = (ymd: string) => monthLabel(monthOf(ymd));
const monthIndex = (ymd: string) => Number(ymd.slice(0, 4)) * 12 + Number(ymd.slice(5, 7));

const heading = (page: Page) => page.locator('#production-calendar-month');
const eventIn = (page: Page, e: Event) =>
  page.locator(`td[data-date="${e.date}"] li.pc-event`).filter({ hasText: e.vendor_name });

/** Steps the grid from the month shown (today's) to the event's month with Previous/Next. */
async function goToMonth(page: Page, today: string, date: string) {
  const steps = monthIndex(date) - monthIndex(today);
  const button = page.getByRole('button', { name: steps < 0 ? 'Previous month' : 'Next month' });
  for (let i = 0; i < Math.abs(steps); i++) await button.click();
  await expect(heading(page)).toContainText(monthName(date));
}

/** This month is disabled while it is shown. */
async function backToThisMonth(page: Page, today: string) {
  const button = page.getByRole('button', { name: 'This month' });
  if (await button.isEnabled()) await button.click();
  await expect(heading(page)).toContainText(monthName(today));
  await expect(button).toBeDisabled();
}

async function expectEvent(page: Page, e: Event, today: string) {
  const timing = timingClass(e, today);
  const item = eventIn(page, e);
  await expect(item).toBeVisible();
  await expect(item).toHaveClass(new RegExp(`is-${timing}`));
  await expect(item).toContainText(TIMING_LABEL[timing]);
  await expect(item).toContainText(`${e.qty.toLocaleString('en-US')} pcs`);
}

test('the warehouse user opens the calendar, moves between months and sees late and coming events', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const today = warehouseToday('kentucky', Date.now());
  const kentucky = await scheduled('kentucky');
  const late = kentucky.filter((e) => e.date <= today).at(-1);
  const coming = kentucky.find((e) => e.date > today);
  expect(late, 'the demo world has a late Kentucky event').toBeDefined();
  expect(coming, 'the demo world has a coming Kentucky event').toBeDefined();

  await signIn(page, 'labour');
  await expect(page.getByRole('heading', { name: 'Hello, Lou Labour' })).toBeVisible();
  const menu = await openMenu(page);
  await menu.getByRole('link', { name: 'Production Calendar' }).click();
  await expect(page).toHaveURL(/\/production_calendar$/);

  // Today's month at Kentucky, today marked, the legend in words.
  await expect(heading(page)).toHaveText(`${monthName(today)} · Kentucky`);
  const todayCell = page.locator(`td[data-date="${today}"]`);
  await expect(todayCell).toHaveAttribute('aria-current', 'date');
  await expect(todayCell).toContainText('Today');
  const legend = page.getByRole('list', { name: 'Legend' });
  for (const word of ['Late', 'Soon', 'Upcoming', 'On schedule']) await expect(legend).toContainText(word);
  await expect(page.getByRole('button', { name: 'This month' })).toBeDisabled();
  await expect(page.getByText(/\d+ events? in /)).toBeVisible();

  // A late event (today or earlier) and one still to come, each with its class as word and colour.
  await goToMonth(page, today, late!.date);
  await expectEvent(page, late!, today);
  await expect(eventIn(page, late!)).toHaveCSS('border-left-color', 'rgb(217, 48, 37)');
  await snap(page, 'production-calendar-late');
  await backToThisMonth(page, today);
  await goToMonth(page, today, coming!.date);
  await expectEvent(page, coming!, today);
  // The month's list below the grid says the same.
  const list = page.getByRole('table', { name: `Events of ${monthName(coming!.date)}` });
  await expect(list.getByRole('row').filter({ hasText: coming!.vendor_name }).first()).toBeVisible();
  if (test.info().project.name === 'tablet') {
    // Touch first: the list's targets, the month buttons and the warehouse switch are 48 px or more.
    const listName = `Events of ${monthName(coming!.date)}`;
    // The list is below the month grid: bring it up first.
    await page.getByRole('table', { name: listName }).locator('thead').scrollIntoViewIfNeeded();
    await expectTouchSizedTargets(dataTable(page, listName));
    await expectColumnsReachable(page, listName);
    const controls = [
      ...['Previous month', 'This month', 'Next month'].map((name) => page.getByRole('button', { name })),
      ...['Kentucky', 'Pennsylvania'].map((name) => page.locator('ion-segment-button', { hasText: name })),
    ];
    for (const control of controls) {
      const box = await control.boundingBox();
      expect(box?.width).toBeGreaterThanOrEqual(48);
      expect(box?.height).toBeGreaterThanOrEqual(48);
    }
  }
  await snap(page, 'production-calendar');
  await expectNoSeriousA11yViolations(page);

  // Previous and next month, across the months either side.
  await backToThisMonth(page, today);
  const shown = monthName(today);
  await page.getByRole('button', { name: 'Next month' }).click();
  await expect(heading(page)).not.toContainText(shown);
  await page.getByRole('button', { name: 'Previous month' }).click();
  await page.getByRole('button', { name: 'Previous month' }).click();
  await expect(heading(page)).not.toContainText(shown);
  await page.getByRole('button', { name: 'Next month' }).click();
  await expect(heading(page)).toContainText(shown);

  // Pennsylvania's calendar.
  // The segment's host takes the press; the tab inside it carries the role and state.
  await page.locator('ion-segment-button', { hasText: 'Pennsylvania' }).click();
  await expect(page.getByRole('tab', { name: 'Pennsylvania' })).toHaveAttribute('aria-selected', 'true');
  await expect(heading(page)).toHaveText(`${shown} · Pennsylvania`);
  const pa = (await scheduled('pennsylvania')).find((e) => e.date.startsWith(today.slice(0, 7)));
  if (pa) await expectEvent(page, pa, warehouseToday('pennsylvania', Date.now()));
  await snap(page, 'production-calendar-pennsylvania');
});

test("an event turns late at the warehouse's midnight while the calendar stays open", async ({ page }) => {
  const today = warehouseToday('kentucky', Date.now());
  const next = (await scheduled('kentucky')).find((e) => e.date > today);
  expect(next, 'the demo world has a Kentucky event after today').toBeDefined();
  // The browser's clock on the event's eve: now, or noon (New York) of the day before it.
  const dayMs = Date.parse(`${next!.date}T00:00:00Z`) - 86_400_000;
  const eve = new Date(dayMs).toISOString().slice(0, 10);
  const eveMs = eve > today ? Date.parse(`${eve}T17:00:00Z`) : Date.now();
  await page.clock.install({ time: eveMs });
  expect(timingClass(next!, eve)).not.toBe('late');

  await signIn(page, 'labour');
  await expect(page.getByRole('heading', { name: 'Hello, Lou Labour' })).toBeVisible();
  await page.goto('/production_calendar');
  await expect(heading(page)).toContainText(monthName(eve));
  await goToMonth(page, eve, next!.date);
  await expectEvent(page, next!, eve);
  await expect(page.locator(`td[data-date="${eve}"]`)).toHaveAttribute('aria-current', 'date');

  // Just past midnight in Kentucky: the same screen, no reload, the event is late and today moves.
  const browserNow = await page.evaluate(() => Date.now());
  await page.clock.fastForward(msUntilNextDay('kentucky', browserNow) + 1000);
  await expect(eventIn(page, next!)).toHaveClass(/is-late/);
  await expect(eventIn(page, next!)).toContainText('Late');
  await expect(page.locator(`td[data-date="${next!.date}"]`)).toHaveAttribute('aria-current', 'date');
  await snap(page, 'production-calendar-midnight');
});

test('a failed load shows the error line and a red bar', async ({ page }) => {
  await signIn(page, 'labour');
  await expect(page.getByRole('heading', { name: 'Hello, Lou Labour' })).toBeVisible();
  await page.route('**/api/v1/operations/getProductionSchedule**', (route) =>
    route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: JSON.stringify({ error: 'unavailable', message: 'The database is not answering.' }),
    }),
  );
  await page.goto('/production_calendar');
  await expect(page.getByRole('alert')).toContainText('Failed to load the production schedule', {
    timeout: 20_000,
  });
  await expect(page.locator('ion-progress-bar[color="danger"]')).toBeVisible();
  await snap(page, 'production-calendar-error');
});

test('a user without the scope is sent home and has no menu entry', async ({ page }) => {
  await signIn(page, 'floor');
  await expect(page.getByRole('heading', { name: 'Hello, Finn Floor' })).toBeVisible();
  const menu = await openMenu(page);
  await expect(menu.getByRole('link', { name: 'Production Calendar' })).toHaveCount(0);
  await page.goto('/production_calendar');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Hello, Finn Floor' })).toBeVisible();
});
