import { expect, type Locator, type Page } from '@playwright/test';

/** The smallest touch target, in CSS px (WCAG 2.5.5, Material). */
export const TOUCH_TARGET = 48;

/** What a finger can press in a data table: links, buttons, form controls, Ionic controls, rows. */
const INTERACTIVE = [
  'a[href]',
  'button',
  'input:not([type="hidden"])',
  'select',
  'textarea',
  '[role="button"]',
  '[role="checkbox"]',
  '[tabindex]:not([tabindex="-1"])',
  'ion-button',
  'ion-select',
  'ion-checkbox',
  'tr.is-clickable',
].join(', ');

/** The data table (with its column bar and footer) that holds the table of this accessible name. */
export function dataTable(page: Page, name: string): Locator {
  return page.locator('.data-table', { has: page.getByRole('table', { name, exact: true }) });
}

/**
 * Every interactive target of a data table that is rendered (rows, header buttons, checkboxes,
 * links, the column bar, the page-size select and pager) is at least 48 x 48 px. A control inside a
 * label is measured by its label, which is the area that presses it.
 */
export async function expectTouchSizedTargets(table: Locator): Promise<void> {
  const targets = await table.evaluate((root, selector) => {
    const name = (el: Element) =>
      `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}"`;
    return [...root.querySelectorAll(selector)]
      .filter((el) => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden')
      .map((el) => {
        const hit = (el.matches('input, select, textarea') && el.closest('label')) || el;
        const box = hit.getBoundingClientRect();
        return {
          target: name(el),
          width: Math.round(box.width * 10) / 10,
          height: Math.round(box.height * 10) / 10,
        };
      });
  }, INTERACTIVE);
  expect(targets.length, 'interactive targets in the table').toBeGreaterThan(0);
  const small = targets.filter((t) => t.width < TOUCH_TARGET - 0.5 || t.height < TOUCH_TARGET - 0.5);
  expect(
    small,
    `${small.length} of ${targets.length} targets under ${TOUCH_TARGET} x ${TOUCH_TARGET} px`,
  ).toEqual([]);
}

/** The horizontal scroll position once a smooth scroll has come to rest. */
function restingScrollLeft(scroll: Locator): Promise<number> {
  return scroll.evaluate(
    (el) =>
      new Promise<number>((resolve) => {
        let last = -1;
        const look = () => {
          if (el.scrollLeft === last) resolve(last);
          else {
            last = el.scrollLeft;
            setTimeout(look, 120);
          }
        };
        look();
      }),
  );
}

/**
 * No column is off-screen without a visible way there: either every column header is in the
 * viewport, or the table's column bar is wholly in the viewport and its Later columns button brings
 * the last column into view.
 */
export async function expectColumnsReachable(page: Page, name: string): Promise<void> {
  const table = page.getByRole('table', { name, exact: true });
  const heads = table.locator('thead th');
  const scroll = dataTable(page, name).locator('.data-table__scroll');
  const bar = page.getByRole('group', { name: `${name}: columns` });
  const overflows = await scroll.evaluate((el) => el.scrollWidth - el.clientWidth > 1);
  if (!overflows) {
    await expect(bar).toHaveCount(0);
    for (const head of await heads.all()) await expect(head).toBeInViewport({ ratio: 0.95 });
    return;
  }
  await expect(bar, 'the column bar of a table wider than its pane').toBeInViewport({ ratio: 0.95 });
  await expect(heads.last()).not.toBeInViewport({ ratio: 0.95 });
  const later = bar.getByRole('button', { name: 'Later columns' });
  let at = await restingScrollLeft(scroll);
  for (let i = 0; i < (await heads.count()) && (await later.isEnabled()); i++) {
    await later.click();
    const next = await restingScrollLeft(scroll);
    expect(next, 'Later columns scrolls the table').toBeGreaterThan(at);
    at = next;
  }
  await expect(later).toBeDisabled();
  await expect(heads.last()).toBeInViewport({ ratio: 0.95 });
  await expect(bar).toContainText(
    new RegExp(`–${await table.locator('thead th:not(.data-table__select)').count()} of`),
  );
  await expect(bar.getByRole('button', { name: 'Earlier columns' })).toBeEnabled();
}
