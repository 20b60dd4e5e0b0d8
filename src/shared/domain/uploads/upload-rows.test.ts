import { describe, expect, it } from 'vitest';
import { UPLOAD_STATUS } from '../dropship/status';
import {
  deleteRefusal,
  planUploadDelete,
  statusAfterDelete,
  uploadErrorMessage,
  uploadRowClass,
  uploadStopReason,
} from './upload-rows';

const row = (upload_status: string, successful: number, failed: number) => ({
  upload_status,
  successful,
  failed,
});

describe('uploadRowClass (D1 section 4)', () => {
  it('greys an invalid format', () => {
    expect(uploadRowClass(row(UPLOAD_STATUS.formatNotFound, 0, 0))).toBe('invalid');
  });
  it('marks complete with both failed and successful above 0 as partial success', () => {
    expect(uploadRowClass(row(UPLOAD_STATUS.complete, 12, 3))).toBe('partial');
    expect(uploadRowClass(row(UPLOAD_STATUS.complete, 1, 1))).toBe('partial');
  });
  it('marks complete with only failures as failed', () => {
    expect(uploadRowClass(row(UPLOAD_STATUS.complete, 0, 3))).toBe('failed');
  });
  it('marks complete with only successes as success', () => {
    expect(uploadRowClass(row(UPLOAD_STATUS.complete, 40, 0))).toBe('success');
  });
  it('greys deleted and shows failed as error', () => {
    expect(uploadRowClass(row(UPLOAD_STATUS.deleted, 12, 0))).toBe('deleted');
    expect(uploadRowClass(row(UPLOAD_STATUS.failed, 0, 4))).toBe('failed');
  });
  it('shows anything else as processing', () => {
    expect(uploadRowClass(row(UPLOAD_STATUS.processing, 0, 0))).toBe('processing');
    expect(uploadRowClass(row(UPLOAD_STATUS.partiallyDeleted, 10, 0))).toBe('processing');
    expect(uploadRowClass(row(UPLOAD_STATUS.complete, 0, 0))).toBe('processing');
  });
});

describe('messages', () => {
  it('uses the spec wording', () => {
    expect(uploadErrorMessage('Bad quote')).toBe('Error Uploading Order File: Bad quote');
  });
});

describe('delete', () => {
  it('plans which orders go, how many stay and the status after', () => {
    const even = (n: number) => n % 2 === 0;
    expect(planUploadDelete([1, 2, 3, 4], even, 'none')).toEqual({
      remove: [2, 4],
      kept: 2,
      status: UPLOAD_STATUS.partiallyDeleted,
    });
    expect(planUploadDelete([2, 4], even, 'none')).toEqual({
      remove: [2, 4],
      kept: 0,
      status: UPLOAD_STATUS.deleted,
    });
    expect(planUploadDelete([], even, 'none')).toEqual({
      remove: [],
      kept: 0,
      status: UPLOAD_STATUS.deleted,
    });
    expect(planUploadDelete([1, 3], even, 'Nothing to delete.')).toEqual({ refusal: 'Nothing to delete.' });
  });
  it('sets deleted when nothing remains, partially deleted otherwise', () => {
    expect(statusAfterDelete(0)).toBe(UPLOAD_STATUS.deleted);
    expect(statusAfterDelete(3)).toBe(UPLOAD_STATUS.partiallyDeleted);
  });
  it('refuses processing and deleted uploads', () => {
    expect(deleteRefusal(UPLOAD_STATUS.processing)).toMatch(/still processing/);
    expect(deleteRefusal(UPLOAD_STATUS.deleted)).toMatch(/already deleted/);
    expect(deleteRefusal(UPLOAD_STATUS.complete)).toBeNull();
    expect(deleteRefusal(UPLOAD_STATUS.partiallyDeleted)).toBeNull();
  });
});

describe('uploadStopReason', () => {
  it('is the reason of the failure without a PO (the job gave up on the whole file), else null', () => {
    expect(uploadStopReason({ failures: [] })).toBeNull();
    expect(uploadStopReason({ failures: [{ po: 'CH1', reason: 'Unknown SKU: X' }] })).toBeNull();
    expect(
      uploadStopReason({
        failures: [
          { po: 'CH1', reason: 'Unknown SKU: X' },
          { po: '', reason: 'The file could not be processed (disk full).' },
        ],
      }),
    ).toBe('The file could not be processed (disk full).');
  });
});
