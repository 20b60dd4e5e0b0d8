import { expect, test, type Browser, type Page } from '@playwright/test';
import type { PickLine, PickList } from '../../../src/shared/api/dropship/picking';
import { SHORT_REASONS, TAP_REASONS } from '../../../src/shared/domain/dropship/picking';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { apiGet, dialog, notConnected, signIn, snap } from '../support/helpers';
import { newSheet } from './picking-support';

/**
 * Picking a pull sheet on a handheld tablet (issue 12 item 3): a tablet viewport with touch (the
 * dropship folder runs on the desktop project, so the spec sets the tablet itself), the service
 * worker on, as a picker's tablet has it.
 */
test.use({
  serviceWorkers: 'allow',
  viewport: { width: 1024, height: 768 },
  hasTouch: true,
});
// Each walk makes a sheet (New Pullsheet buys its labels) and picks it stop by stop.
test.describe.configure({ timeout: 180_000 });

const TABLET = { viewport: { width: 1024, height: 768 }, hasTouch: true, serviceWorkers: 'block' } as const;

/** Every tone the page played, by frequency: WebAudio is watched, as no one can listen in a test. */
async function listenForTones(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const tones: number[] = [];
    (window as unknown as { __tones: number[] }).__tones = tones;
    const create = Object.getOwnPropertyDescriptor(BaseAudioContext.prototype, 'createOscillator')!.value as (
      this: BaseAudioContext,
    ) => OscillatorNode;
    BaseAudioContext.prototype.createOscillator = function createOscillator(this: BaseAudioContext) {
      const oscillator = create.call(this);
      const start = oscillator.start.bind(oscillator);
      oscillator.start = (when?: number) => {
        tones.push(oscillator.frequency.value);
        start(when);
      };
      return oscillator;
    };
  });
}
const tones = (page: Page) => page.evaluate(() => (window as unknown as { __tones: number[] }).__tones);

const scanField = (page: Page) => page.getByRole('textbox', { name: 'Scan' });
const card = (page: Page) => page.locator('.pick-card');
const feedback = (page: Page) => page.locator('.picking__feedback');
const progress = (page: Page) => page.locator('#pick-progress');
const pill = (page: Page, name: string | RegExp) => page.getByRole('button', { name });

/** What a hardware scanner does: types the code into the focused field and presses Enter. */
async function scan(page: Page, code: string): Promise<void> {
  await expect(scanField(page)).toBeFocused();
  await page.keyboard.type(code);
  await page.keyboard.press('Enter');
}

async function expectStop(page: Page, index: number, total: number, line: PickLine): Promise<void> {
  await expect(card(page)).toHaveAccessibleName(`Stop ${index + 1} of ${total}`);
  await expect(card(page)).toContainText(line.sku);
  await expect(card(page)).toContainText(line.location ?? 'No location');
}

async function pickByScan(page: Page, index: number, total: number, line: PickLine): Promise<void> {
  await expectStop(page, index, total, line);
  await scan(page, line.location!);
  await expect(feedback(page)).toContainText(`Location ${line.location} is right.`);
  await scan(page, line.sku);
  await expect(feedback(page)).toContainText(`Picked ${line.quantity} × ${line.sku}.`);
}

/** The confirmations of the sheet in the device's persisted query cache (IndexedDB, via Dexie). */
function cachedConfirmations(page: Page, sheetId: number): Promise<number> {
  return page.evaluate(
    (id) =>
      new Promise<number>((resolve) => {
        const open = indexedDB.open('dockhand');
        open.onsuccess = () => {
          const read = open.result.transaction('query_cache').objectStore('query_cache').getAll();
          read.onsuccess = () => {
            type Cached = { queryKey: unknown[]; state: { data?: { lines: { confirmation: unknown }[] } } };
            const rows = read.result as { client: { clientState: { queries: Cached[] } } }[];
            const query = rows
              .flatMap((r) => r.client.clientState.queries)
              .find((q) => q.queryKey[1] === 'picking' && q.queryKey[3] === id);
            resolve(query?.state.data?.lines.filter((l) => l.confirmation !== null).length ?? -1);
          };
        };
      }),
    sheetId,
  );
}

async function openPicking(page: Page, sheetId: number): Promise<void> {
  await page.goto('/pullsheets');
  const row = page
    .getByRole('table', { name: 'Pull sheets' })
    .locator('tbody tr', { has: page.getByRole('cell', { name: String(sheetId), exact: true }) });
  await row.getByRole('checkbox').click();
  await page.getByRole('button', { name: 'Pick on this device' }).click();
  await expect(page).toHaveURL(`/pullsheets/${sheetId}/pick`);
}

test('a picker walks a sheet by scanning, with a wrong scan, a short pick, offline and a reload', async ({
  page,
  context,
}) => {
  await listenForTones(page);
  await signIn(page, 'office');
  await page.waitForFunction(() => navigator.serviceWorker?.controller != null, null, { timeout: 20_000 });
  const sheet = await newSheet(page, 6);
  const id = sheet.pullsheet.pullsheet_id;
  const { lines } = sheet;
  const total = lines.length;

  await openPicking(page, id);
  await expect(page.getByText(`0 of ${total} lines done`)).toBeVisible();
  await expectStop(page, 0, total, lines[0]!);
  await expect(page.locator('#pick-prompt')).toHaveText(`1. Scan the location ${lines[0]!.location}.`);
  // Every button of the card and every stop of the list is a 48 px touch target.
  for (const target of await page.locator('.pick-card ion-button, .pick-stops__stop').all()) {
    const box = await target.boundingBox();
    expect(box?.height ?? 0).toBeGreaterThanOrEqual(48);
  }
  await snap(page, 'picking-start');
  await expectNoSeriousA11yViolations(page);

  // A wrong location is refused loudly: red card, a buzz, a spoken message; nothing is recorded.
  await scan(page, 'ZZ-99-9');
  await expect(feedback(page)).toHaveText(
    `Wrong location: ZZ-99-9 is not ${lines[0]!.location}. Go to ${lines[0]!.location}.`,
  );
  await expect(feedback(page)).toHaveAttribute('aria-live', 'assertive');
  await expect(card(page)).toHaveClass(/pick-card--refused/);
  expect(await tones(page)).toEqual([180]);
  await snap(page, 'picking-wrong-scan');
  // The item before its location is refused too.
  await scan(page, lines[0]!.sku);
  await expect(feedback(page)).toHaveText(`Scan the location first: ${lines[0]!.location}.`);

  // Stop 1 by scans (upper or lower case, as a scanner may send it).
  await expectStop(page, 0, total, lines[0]!);
  await scan(page, lines[0]!.location!.toLowerCase());
  await expect(card(page)).not.toHaveClass(/pick-card--refused/);
  await scan(page, lines[0]!.sku);
  await expect(feedback(page)).toContainText(`Picked ${lines[0]!.quantity} × ${lines[0]!.sku}.`);
  expect((await tones(page)).slice(2)).toEqual([1320, 1320]);
  await expect(progress(page)).toContainText(`1 of ${total} lines done`);

  // Stop 2 is short: one fewer than asked, with a reason.
  const short = lines[1]!;
  await expectStop(page, 1, total, short);
  await scan(page, short.location!);
  await page.getByRole('button', { name: 'Short pick' }).click();
  const shortDialog = dialog(page, 'Short pick');
  await shortDialog.getByRole('button', { name: 'Record short pick' }).click();
  await expect(shortDialog.getByText('The quantity picked must be a whole number')).toBeVisible();
  await shortDialog.getByRole('spinbutton', { name: 'Quantity picked' }).fill(String(short.quantity - 1));
  await shortDialog.getByRole('radio', { name: SHORT_REASONS[0] }).check();
  await snap(page, 'picking-short');
  await expectNoSeriousA11yViolations(page);
  await shortDialog.getByRole('button', { name: 'Record short pick' }).click();
  await expect(feedback(page)).toContainText(
    `Short ${short.quantity - 1} of ${short.quantity} × ${short.sku}.`,
  );
  await expect(progress(page)).toContainText(`2 of ${total} lines done`);
  await expect(progress(page)).toContainText('1 short');
  // The sent confirmations reach the device's cache before the network goes.
  await expect.poll(() => cachedConfirmations(page, id)).toBe(2);

  // Offline: stop 3 is saved on the tablet.
  await context.setOffline(true);
  await expect(pill(page, /^Offline/)).toBeVisible();
  await scan(page, lines[2]!.location!);
  await scan(page, lines[2]!.sku);
  await expect(feedback(page)).toContainText('Saved on this tablet; it syncs when the connection returns.');
  await expect(pill(page, notConnected('1 change waiting to sync'))).toBeVisible();

  // A reload in the middle, still offline: the sheet comes from the cache and the walk resumes at
  // the first stop not done, with the queued line shown as waiting.
  await page.reload();
  await expectStop(page, 3, total, lines[3]!);
  await expect(progress(page)).toContainText(`3 of ${total} lines done`);
  await expect(
    page.getByRole('button', { name: new RegExp(`^3\\. .*${lines[2]!.sku}.*waiting to sync`) }),
  ).toBeVisible();
  await snap(page, 'picking-offline-reloaded');

  // Stop 4 by tap with a reason, still offline.
  await page.getByRole('button', { name: 'Confirm without scanning' }).click();
  const tap = dialog(page, 'Confirm without scanning');
  await tap.getByRole('button', { name: `Confirm ${lines[3]!.quantity}` }).click();
  await expect(tap.getByText('Choose why this line is confirmed without scanning.')).toBeVisible();
  await tap.getByRole('radio', { name: TAP_REASONS[0] }).check();
  await tap.getByRole('button', { name: `Confirm ${lines[3]!.quantity}` }).click();
  await expect(pill(page, notConnected('2 changes waiting to sync'))).toBeVisible();

  // Back online: the outbox sends both, once.
  await context.setOffline(false);
  await expect(pill(page, 'Online, all changes synced')).toBeVisible({ timeout: 20_000 });
  for (let i = 4; i < total; i++) await pickByScan(page, i, total, lines[i]!);
  await expect(page.getByRole('region', { name: 'Sheet done' })).toContainText(
    `All ${total} lines are done.`,
  );
  await expect(page.getByText('The pull sheet is Pulled.')).toBeVisible();
  await expect(page.getByText('Status: Pulled')).toBeVisible();
  await snap(page, 'picking-done');
  await expectNoSeriousA11yViolations(page);

  // The server: Pulled, and exactly what was picked.
  const after = await apiGet<PickList>(page, `/api/dropship/pullsheets/pickList?pullsheet_id=${id}`);
  expect(after.pullsheet.status_code).toBe(101);
  expect(after.lines.map((l) => [l.sku, l.confirmation?.quantity, l.confirmation?.method])).toEqual(
    lines.map((l, i) => [l.sku, i === 1 ? l.quantity - 1 : l.quantity, i === 3 ? 'tap' : 'scan']),
  );
  expect(after.lines[1]!.confirmation?.short_reason).toBe(SHORT_REASONS[0]);
  expect(after.lines[3]!.confirmation?.reason).toBe(TAP_REASONS[0]);
});

async function picker(browser: Browser, user: string, sheetId: number): Promise<Page> {
  const context = await browser.newContext(TABLET);
  const page = await context.newPage();
  await signIn(page, user);
  await page.goto(`/pullsheets/${sheetId}/pick`);
  return page;
}

test('two tablets picking one sheet never count a line twice', async ({ page, browser }) => {
  await signIn(page, 'office');
  const sheet = await newSheet(page, 4);
  const id = sheet.pullsheet.pullsheet_id;
  const { lines } = sheet;
  const total = lines.length;
  const a = await picker(browser, 'office', id);
  const b = await picker(browser, 'hq', id);
  await expectStop(a, 0, total, lines[0]!);
  await expectStop(b, 0, total, lines[0]!);

  // Both pick stop 1 (B has not heard of A's pick): the server keeps one, B's is a no-op.
  await pickByScan(a, 0, total, lines[0]!);
  await pickByScan(b, 0, total, lines[0]!);
  // A shorts stop 2; B then picks it in full and is told it was already picked.
  const second = lines[1]!;
  await scan(a, second.location!);
  await a.getByRole('button', { name: 'Short pick' }).click();
  await dialog(a, 'Short pick')
    .getByRole('spinbutton', { name: 'Quantity picked' })
    .fill(String(second.quantity - 1));
  await dialog(a, 'Short pick').getByRole('radio', { name: SHORT_REASONS[2] }).check();
  await dialog(a, 'Short pick').getByRole('button', { name: 'Record short pick' }).click();
  await expect(a.locator('.picking__feedback')).toContainText(`Short ${second.quantity - 1}`);
  await expectStop(b, 1, total, second);
  await scan(b, second.location!);
  await scan(b, second.sku);
  await expect(b.locator('.picking__feedback')).toHaveText(
    `SKU ${second.sku} was already picked as ${second.quantity - 1} by office; it cannot be changed to another quantity.`,
  );
  await expect(b.locator('.picking__feedback')).toHaveClass(/picking__feedback--refused/);
  await snap(b, 'picking-two-tablets-refused');
  // B sees A's lines once it asks the server again; A picks the rest.
  await expect(b.locator('#pick-progress')).toContainText(`2 of ${total} lines done`);
  await expectStop(b, 2, total, lines[2]!);
  for (let i = 2; i < total; i++) await pickByScan(a, i, total, lines[i]!);

  const after = await apiGet<PickList>(page, `/api/dropship/pullsheets/pickList?pullsheet_id=${id}`);
  expect(after.pullsheet.status_code).toBe(101);
  expect(after.lines.map((l) => l.confirmation?.quantity)).toEqual(
    lines.map((l, i) => (i === 1 ? l.quantity - 1 : l.quantity)),
  );
  expect(after.lines[0]!.confirmation?.picked_by).toBe('office');
  await a.context().close();
  await b.context().close();
});
