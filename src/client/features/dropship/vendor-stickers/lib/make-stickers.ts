import {
  readStickerFile,
  stickerError,
  stickersOf,
  type AsinData,
  type StickerKind,
} from '@shared/domain/labels/vendor-stickers';
import { errorMessage } from '@client/lib/api-error';

export type MadeStickers = { ok: true; pdf: Uint8Array; stickers: number } | { ok: false; message: string };

/**
 * A chosen sticker file to its PDF, all in the browser: the file is read and checked
 * ('Error: {reason}'), ASIN files get their data from the server, then the stickers are drawn.
 */
export async function makeStickers(
  kind: StickerKind,
  file: File,
  loadAsins: () => Promise<AsinData[]>,
): Promise<MadeStickers> {
  const read = readStickerFile(kind, file.name, await file.text());
  if (!read.ok) return read;
  let asins: AsinData[] = [];
  if (kind === 'asin') {
    try {
      asins = await loadAsins();
    } catch (error) {
      return { ok: false, message: stickerError(`Failed to get the ASIN data: ${errorMessage(error)}`) };
    }
  }
  const made = stickersOf(read.file, asins);
  if (!made.ok) return made;
  // jsPDF and JsBarcode load with the first sticker file, not with the page.
  const { buildVendorStickersPdf } = await import('@shared/documents/vendor-stickers');
  return { ok: true, pdf: buildVendorStickersPdf(made.stickers), stickers: made.stickers.length };
}
