import type { WorkerStatus } from './status';

/**
 * Workers (D3 2.10, 5 "Workers", 8 "Workers", 9): the worker form's rules and the screen's messages,
 * the same on the client (before it asks) and on the server (before it writes).
 */

/** The worker warehouse option list holds only PA; free text is allowed (D3 5, 9). */
export const WORKER_WAREHOUSE_OPTIONS = ['PA'] as const;

/** The longest name, warehouse and timecard or payroll number the form accepts. */
export const WORKER_NAME_MAX = 100;
export const WORKER_WAREHOUSE_MAX = 40;
export const WORKER_NUMBER_MAX = 40;

export const WORKER_MESSAGES = {
  nameRequired: 'Name is required.',
  warehouseRequired: 'Warehouse is required.',
  timecardRequired: 'Timecard Number is required.',
  nameTooLong: `Name has at most ${WORKER_NAME_MAX} characters.`,
  warehouseTooLong: `Warehouse has at most ${WORKER_WAREHOUSE_MAX} characters.`,
  timecardTooLong: `Timecard Number has at most ${WORKER_NUMBER_MAX} characters.`,
  payrollTooLong: `Payroll Number has at most ${WORKER_NUMBER_MAX} characters.`,
  nothingToChange: 'Nothing to change: send a field of the worker or its status.',
  notFound: (id: number) => `Worker ${id} was not found.`,
  added: 'Worker added.',
  updated: 'Worker updated.',
  /** D3 8: the toasts of the screen. */
  savedWorker: 'Saved Worker!',
  savedChanges: 'Saved Changes!',
  failedSaveWorker: 'Failed to save worker!',
  failedInsert: 'Failed to insert Worker!',
  failedUpdate: 'Failed to update worker!',
  failedSaveChanges: 'Failed to Save Changes!',
  failedGetWorkers: 'Failed to get workers!',
  /** The title icon's tooltips (D3 2.10). */
  deactivateTooltip: 'Deactivate worker.',
  activateTooltip: 'Activate worker.',
} as const;

export type WorkerForm = {
  worker_name?: string | null;
  warehouse?: string | null;
  timecard_num?: string | null;
  payroll_num?: string | null;
};

const blank = (value: string | null | undefined) => (value ?? '').trim() === '';

/**
 * Every problem of a worker form, in the form's order (Name, Warehouse, Timecard Number, Payroll
 * Number), shown together one per line. `partial` checks only the fields that are given (an update
 * sends the changed fields).
 */
export function workerFormProblems(form: WorkerForm, partial = false): string[] {
  const problems: string[] = [];
  const check = (value: string | null | undefined, required: string | null, max: number, tooLong: string) => {
    if (partial && value === undefined) return;
    if (blank(value)) {
      if (required) problems.push(required);
    } else if ((value ?? '').trim().length > max) problems.push(tooLong);
  };
  const M = WORKER_MESSAGES;
  check(form.worker_name, M.nameRequired, WORKER_NAME_MAX, M.nameTooLong);
  check(form.warehouse, M.warehouseRequired, WORKER_WAREHOUSE_MAX, M.warehouseTooLong);
  check(form.timecard_num, M.timecardRequired, WORKER_NUMBER_MAX, M.timecardTooLong);
  check(form.payroll_num, null, WORKER_NUMBER_MAX, M.payrollTooLong);
  return problems;
}

/** A form's text as it is stored: trimmed; an empty optional field is null. */
export const workerText = (value: string | null | undefined): string | null => {
  const trimmed = (value ?? '').trim();
  return trimmed === '' ? null : trimmed;
};

/** The status the title icon switches to. */
export const toggledStatus = (status: WorkerStatus): WorkerStatus =>
  status === 'Active' ? 'Inactive' : 'Active';

/** The question the toggle asks first (D3 4: toggled by the icon after a confirmation). */
export const toggleQuestion = (status: WorkerStatus, name: string): string =>
  status === 'Active' ? `Deactivate ${name}?` : `Activate ${name}?`;

/** The toggle's outcome (D3 8): "Activated Ann Lee" / "Deactivated Ann Lee" on success. */
export const toggleSucceeded = (to: WorkerStatus, name: string): string =>
  `${to === 'Active' ? 'Activated' : 'Deactivated'} ${name}`;

/** On a refusal "Failed to activate." / "Failed to deactivate."; with an exclamation mark on an exception. */
export const toggleFailed = (to: WorkerStatus, exception: boolean): string =>
  `Failed to ${to === 'Active' ? 'activate' : 'deactivate'}${exception ? '!' : '.'}`;

/** The question every save asks first (D3 5: every save and toggle asks for confirmation). */
export const saveQuestion = (editing: boolean, name: string): string =>
  editing ? `Save the changes to ${name.trim()}?` : `Add ${name.trim()} as a worker?`;
