import {
  LABEL_MESSAGES,
  isBoxLabelFileName,
  readBoxLabelCsv,
  readBoxLabelRows,
  type BoxLabelRow,
  type FileResult,
} from '@shared/domain/labels/label-files';
import { readFirstSheet } from './xlsx';

/** A box label file as the screen reads it: CSV text, or the first sheet of an Excel workbook. */
export async function readBoxLabelFile(file: File): Promise<FileResult<BoxLabelRow>> {
  if (!isBoxLabelFileName(file.name)) return { ok: false, message: LABEL_MESSAGES.boxExtension };
  if (file.name.toLowerCase().endsWith('.csv')) return readBoxLabelCsv(await file.text());
  const sheet = await readFirstSheet(new Uint8Array(await file.arrayBuffer()));
  return sheet === null ? { ok: false, message: LABEL_MESSAGES.invalidFormat } : readBoxLabelRows(sheet);
}
