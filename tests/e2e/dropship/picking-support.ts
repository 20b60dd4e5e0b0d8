import { expect, type Page } from '@playwright/test';
import type { PickList } from '../../../src/shared/api/dropship/picking';
import type { CreatePullsheetResponse, PullsheetList } from '../../../src/shared/api/dropship/pullsheets';
import { e2eDbPool } from '../support/e2e-db';
import { apiGet, readSession } from '../support/helpers';

/** Set-up of the picking specs (picking.spec.ts, picking-camera.spec.ts). */

async function authHeaders(page: Page) {
  const { accessToken } = await readSession(page);
  return { authorization: `Bearer ${accessToken}`, company_id: 'Furhaven' };
}

/**
 * A new Kentucky sheet to pick: New Pullsheet over the API for the smallest group of unprocessed
 * orders, then all but its first `orders` orders taken off it again (as Remove From Pullsheet does),
 * so a walk on two shared cores stays short. Every line has a location.
 */
export async function newSheet(page: Page, orders: number): Promise<PickList> {
  const list = await apiGet<PullsheetList>(page, '/api/dropship/pullsheets?warehouse=kentucky');
  const group = [...(list.unprocessed.find((u) => u.warehouse === 'kentucky')?.groups ?? [])]
    .filter((g) => g.orders > orders)
    .sort((a, b) => a.pieces - b.pieces)[0];
  expect(group, 'a group of unprocessed Kentucky orders').toBeDefined();
  const made = await page.request.post('/api/dropship/pullsheets', {
    headers: await authHeaders(page),
    data: { warehouse: 'kentucky', carrier: group!.carrier, type: group!.type },
  });
  expect(made.status()).toBe(201);
  const id = ((await made.json()) as CreatePullsheetResponse).pullsheet.pullsheet_id;
  const pool = e2eDbPool();
  try {
    await pool.query(
      `with kept as (select order_id from dropship_packages where pullsheet_id = $1
                      group by order_id order by min(id) limit $2)
       update dropship_packages set pullsheet_id = null
        where pullsheet_id = $1 and order_id not in (select order_id from kept)`,
      [id, orders],
    );
    await pool.query(
      `update pullsheets set order_count = (select count(distinct order_id) from dropship_packages where pullsheet_id = $1),
              piece_count = (select coalesce(sum(total_quantity), 0) from dropship_packages where pullsheet_id = $1)
        where pullsheet_id = $1`,
      [id],
    );
  } finally {
    await pool.end();
  }
  const sheet = await apiGet<PickList>(page, `/api/dropship/pullsheets/pickList?pullsheet_id=${id}`);
  expect(sheet.lines.length).toBeGreaterThanOrEqual(Math.min(orders, 4));
  expect(sheet.lines.every((l) => l.location)).toBe(true);
  return sheet;
}
