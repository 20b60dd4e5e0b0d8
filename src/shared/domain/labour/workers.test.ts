import { describe, expect, it } from 'vitest';
import {
  toggledStatus,
  toggleFailed,
  toggleQuestion,
  toggleSucceeded,
  WORKER_MESSAGES as M,
  WORKER_WAREHOUSE_OPTIONS,
  workerFormProblems,
  workerText,
} from './workers';

describe('the worker form (D3 5 "Workers")', () => {
  const full = { worker_name: 'Ann Lee', warehouse: 'PA', timecard_num: 'PA1001', payroll_num: '' };

  it('accepts a full form with the payroll number left out', () => {
    expect(workerFormProblems(full)).toEqual([]);
    expect(workerFormProblems({ ...full, payroll_num: null })).toEqual([]);
  });

  it('names every missing required field, in the form order, with the spec text', () => {
    expect(workerFormProblems({})).toEqual([
      'Name is required.',
      'Warehouse is required.',
      'Timecard Number is required.',
    ]);
    expect(workerFormProblems({ ...full, warehouse: '   ' })).toEqual(['Warehouse is required.']);
    expect(workerFormProblems({ ...full, worker_name: '', timecard_num: null })).toEqual([
      'Name is required.',
      'Timecard Number is required.',
    ]);
  });

  it('checks only the fields an update sends', () => {
    expect(workerFormProblems({}, true)).toEqual([]);
    expect(workerFormProblems({ worker_name: ' ' }, true)).toEqual([M.nameRequired]);
    expect(workerFormProblems({ timecard_num: null }, true)).toEqual([M.timecardRequired]);
    expect(workerFormProblems({ payroll_num: null }, true)).toEqual([]);
  });

  it('refuses over-long fields', () => {
    expect(workerFormProblems({ ...full, worker_name: 'x'.repeat(101) })).toEqual([M.nameTooLong]);
    expect(workerFormProblems({ ...full, payroll_num: '9'.repeat(41) })).toEqual([M.payrollTooLong]);
  });

  it('offers only PA as a warehouse option (free text allowed)', () => {
    expect(WORKER_WAREHOUSE_OPTIONS).toEqual(['PA']);
  });

  it('stores trimmed text and an empty optional field as null', () => {
    expect(workerText('  PA ')).toBe('PA');
    expect(workerText('   ')).toBeNull();
    expect(workerText(undefined)).toBeNull();
  });
});

describe('the activate/deactivate icon (D3 2.10, 4, 8)', () => {
  it('switches the status', () => {
    expect(toggledStatus('Active')).toBe('Inactive');
    expect(toggledStatus('Inactive')).toBe('Active');
  });
  it('has the spec tooltips', () => {
    expect(M.deactivateTooltip).toBe('Deactivate worker.');
    expect(M.activateTooltip).toBe('Activate worker.');
  });
  it('asks first, then says Activated or Deactivated with the name', () => {
    expect(toggleQuestion('Active', 'Ann Lee')).toBe('Deactivate Ann Lee?');
    expect(toggleQuestion('Inactive', 'Ann Lee')).toBe('Activate Ann Lee?');
    expect(toggleSucceeded('Inactive', 'Ann Lee')).toBe('Deactivated Ann Lee');
    expect(toggleSucceeded('Active', 'Ann Lee')).toBe('Activated Ann Lee');
  });
  it('fails with a full stop on a refusal and an exclamation mark on an exception', () => {
    expect(toggleFailed('Active', false)).toBe('Failed to activate.');
    expect(toggleFailed('Inactive', false)).toBe('Failed to deactivate.');
    expect(toggleFailed('Active', true)).toBe('Failed to activate!');
    expect(toggleFailed('Inactive', true)).toBe('Failed to deactivate!');
  });
  it('keeps the save messages of D3 8', () => {
    expect(M.savedWorker).toBe('Saved Worker!');
    expect(M.savedChanges).toBe('Saved Changes!');
    expect(M.failedSaveWorker).toBe('Failed to save worker!');
  });
});
