import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import JsBarcode from 'jsbarcode';
import { signIn, snap } from '../support/helpers';
import { newSheet } from './picking-support';

/**
 * The camera of the picking screen: Chromium's fake camera plays a Code 128 barcode, and the scan
 * it reads takes the same path as a hardware scanner's (here refused: it is not the stop's
 * location). Desktop Chromium on Linux has no BarcodeDetector, so this proves the polyfill is
 * loaded on demand, its WebAssembly is served by the app and allowed by the CSP.
 */
const CODE = 'ZZ-CAMERA-1';

/** One 640x480 frame (YUV 4:2:0) of the code's bars on white, as Chromium's fake camera reads. */
function barcodeVideo(code: string): string {
  const target: { encodings?: { data: string }[] } = {};
  JsBarcode(target, code, { format: 'CODE128' });
  const bits = (target.encodings ?? []).map((e) => e.data).join('');
  const [width, height, module] = [640, 480, 4];
  const left = Math.floor((width - bits.length * module) / 2);
  const y = Buffer.alloc(width * height, 235);
  for (let row = 90; row < 390; row++) {
    for (let i = 0; i < bits.length; i++) {
      if (bits[i] === '1') y.fill(16, row * width + left + i * module, row * width + left + (i + 1) * module);
    }
  }
  const chroma = Buffer.alloc((width / 2) * (height / 2), 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), y, chroma, chroma]);
  const file = path.join(tmpdir(), `dockhand-camera-${process.pid}.y4m`);
  writeFileSync(
    file,
    Buffer.concat([Buffer.from(`YUV4MPEG2 W${width} H${height} F10:1 Ip A1:1 C420jpeg\n`), frame, frame]),
  );
  return file;
}

test.use({
  viewport: { width: 1024, height: 768 },
  hasTouch: true,
  permissions: ['camera'],
  launchOptions: {
    executablePath: '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-video-capture=${barcodeVideo(CODE)}`,
    ],
  },
});

test('the camera reads a barcode and hands it over as a scan', async ({ page }) => {
  await signIn(page, 'office');
  const sheet = await newSheet(page, 1);
  await page.goto(`/pullsheets/${sheet.pullsheet.pullsheet_id}/pick`);
  const stop = page.locator('.pick-card');
  await expect(stop).toBeVisible();
  const location = sheet.lines[0]!.location!;
  await expect(stop).toContainText(location);
  expect(await page.evaluate(() => 'BarcodeDetector' in window)).toBe(false);

  await page.getByRole('button', { name: 'Scan with camera' }).click();
  await expect(page.getByRole('dialog', { name: 'Scan with camera' })).toBeVisible();
  await expect(page.locator('.picking__feedback')).toHaveText(
    `Wrong location: ${CODE} is not ${location}. Go to ${location}.`,
    { timeout: 20_000 },
  );
  await expect(page.getByRole('dialog', { name: 'Scan with camera' })).toBeHidden();
  await snap(page, 'picking-camera');
});
