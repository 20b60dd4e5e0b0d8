import type { Company } from '@shared/domain/identity/companies';
import type { FileStore } from '../../../platform/files/file-store';

export type StoredRows = Record<string, string | number | null>[];

/** Where the rows of an upload wait for the job (and stay, as the record of what was sent). */
export const uploadRowsKey = (company: Company, uploadId: number) =>
  `uploads/dropship/${company}/${uploadId}.json`;

export async function storeRows(
  files: FileStore,
  company: Company,
  uploadId: number,
  rows: StoredRows,
): Promise<void> {
  await files.put(uploadRowsKey(company, uploadId), JSON.stringify(rows), 'application/json');
}

/** The stored rows, or null when the file is missing or is not a list of rows. */
export async function readStoredRows(
  files: FileStore,
  company: Company,
  uploadId: number,
): Promise<StoredRows | null> {
  const file = await files.get(uploadRowsKey(company, uploadId));
  if (!file) return null;
  try {
    const value: unknown = JSON.parse(file.bytes.toString('utf8'));
    if (!Array.isArray(value)) return null;
    return value.every((r) => typeof r === 'object' && r !== null && !Array.isArray(r))
      ? (value as StoredRows)
      : null;
  } catch {
    return null;
  }
}
