import type { Scope } from '../identity/scopes';
import {
  PULLSHEET_CARRIERS,
  PULLSHEET_STATUS,
  PULLSHEET_TYPES,
  type PullsheetCarrier,
  type PullsheetType,
} from './status';

/**
 * Pull Sheets (D1 sections 2, 4, 5, 6, 8 and 9): what a sheet shows, which orders a New Pullsheet
 * groups, when a sheet may be split, when the New Pullsheet form is complete and which buttons each
 * user gets. Used by the server (it enforces) and the screen (it offers).
 */

/** D1 section 9: a sheet above this many pieces can be split. */
export const SPLIT_THRESHOLD = 300;

/** The messages of D1 sections 5 and 8 the screen shows, word for word. */
export const PULLSHEET_MESSAGES = {
  listFailed: (reason: string) => `Failed to get Pullsheets: ${reason}`,
  none: 'No Pullsheets Found',
  ordersFailed: (reason: string) => `Failed to get orders: ${reason}`,
  carrierReportFailed: (reason: string) => `Failed to generate carrier report: ${reason}`,
  generateFailed: (reason: string) => `Failed to generate pullsheet: ${reason}`,
  dataFailed: 'Failed to retrieve pullsheet data from API, please contact a developer',
  noneRecently: 'No pullsheets created recently',
  documentFailed: 'Failed to create pullsheet document, please contact a developer',
  dateFailed: 'Failed to process selected date/time',
  selectDate: 'Please select a date/time',
  invalidDate: 'Please enter a valid date/time',
  packageReset: 'Package Reset',
  packageResetFailed: 'Failed to Reset Package',
} as const;

/** Our wording where the spec gives none (a refusal the server sends as a 409 or 400). */
export const PULLSHEET_REFUSALS = {
  noOrders: 'There are no unprocessed orders for this warehouse, carrier and type.',
  notSplittable: `Only a pull sheet with more than ${SPLIT_THRESHOLD} pieces can be split.`,
  resendForbidden: 'Only admin and acumatica users can resend a pull sheet to Acumatica.',
  warehouseForbidden: (warehouse: string) => `You cannot see the pull sheets of ${warehouse}.`,
  warehouseAdminOnly: 'Only an admin can choose the warehouse of a new pull sheet.',
  warehouseRequired: 'Choose a warehouse.',
  /** A sheet picked on a tablet (picking.ts) keeps its lines: counted picks would no longer match. */
  splitPicked: 'This pull sheet is being picked on a tablet, so it can no longer be split.',
  removePicked: (id: number) =>
    `Pull sheet ${id} is being picked on a tablet, so its packages can no longer be removed from it.`,
} as const;

/** D1 section 4: the label of a sheet's status; 101 with max_status_code 102 reads Partial Built. */
export function pullsheetStatusLabel(statusCode: number, maxStatusCode: number): string {
  if (statusCode === PULLSHEET_STATUS.pulled && maxStatusCode === PULLSHEET_STATUS.built) {
    return 'Partial Built';
  }
  switch (statusCode) {
    case PULLSHEET_STATUS.unbuilt:
      return 'Unbuilt';
    case PULLSHEET_STATUS.pulled:
      return 'Pulled';
    case PULLSHEET_STATUS.built:
      return 'Built';
    case PULLSHEET_STATUS.staged:
      return 'Staged';
    case PULLSHEET_STATUS.shipped:
      return 'Shipped';
    default:
      return String(statusCode);
  }
}

/** D1 sections 5 and 9: Split is offered only when piece_count exceeds 300. */
export function canSplit(pieceCount: number): boolean {
  return pieceCount > SPLIT_THRESHOLD;
}

/**
 * How a split divides a sheet: orders stay whole and keep their order; the first sheet takes
 * orders while it holds less than half the pieces, the second the rest. Returns how many orders
 * the first sheet keeps (at least one, and at least one left for the second).
 */
export function splitPoint(orderPieces: readonly number[]): number {
  if (orderPieces.length < 2) return orderPieces.length;
  const total = orderPieces.reduce((s, p) => s + p, 0);
  let taken = 0;
  let count = 0;
  while (count < orderPieces.length - 1 && taken * 2 < total) {
    taken += orderPieces[count] ?? 0;
    count += 1;
  }
  return Math.max(1, count);
}

/** What the server knows of an unprocessed order when it sorts it into a sheet type. */
export type OrderForType = {
  vendorName: string;
  /** Pieces of its open (not cancelled) lines. */
  pieces: number;
  /** Every open line is free (internal price 0). */
  free: boolean;
  /** The item of a one-piece order comes with a foam insert / a bolster to fill. */
  foam: boolean;
  bolster: boolean;
};

/**
 * The pull sheet type an unprocessed order goes on. The spec names the types but not how orders
 * are sorted into them, so this is our rule, first match wins:
 * 1. petsense: the Petsense vendor (store orders of many pieces);
 * 2. warranties: a vendor whose name holds "warrant" (warranty replacements);
 * 3. samples: every line is free;
 * 4. multiples: two pieces or more;
 * 5. sioc: one piece for an Amazon vendor (ships in its own container);
 * 6. presses: one item with both a foam insert and a bolster (pressed into its cover);
 * 7. assembly: one item with a foam insert (or a bolster) to put into its cover;
 * 8. non_assembly: one item that ships as it is.
 */
export function orderSheetType(order: OrderForType): PullsheetType {
  const vendor = order.vendorName.toLowerCase();
  if (vendor === 'petsense') return 'petsense';
  if (vendor.includes('warrant')) return 'warranties';
  if (order.free) return 'samples';
  if (order.pieces >= 2) return 'multiples';
  if (vendor.startsWith('amazon')) return 'sioc';
  if (order.foam && order.bolster) return 'presses';
  if (order.foam || order.bolster) return 'assembly';
  return 'non_assembly';
}

/** The user's warehouse scope as the office picked it: 'all' or one warehouse. */
export type WarehouseChoice = string;

/** The New Pullsheet form of D1 section 5. */
export type NewPullsheetForm = { carrier: string; type: string; warehouse: string };

export function isPullsheetCarrier(value: string): value is PullsheetCarrier {
  return (PULLSHEET_CARRIERS as readonly string[]).includes(value);
}

export function isPullsheetType(value: string): value is PullsheetType {
  return (PULLSHEET_TYPES as readonly string[]).includes(value);
}

/**
 * D1 section 5: submit is enabled only when carrier and type are chosen, and a warehouse when the
 * user's warehouse scope is All (otherwise the sheet is for the user's own warehouse).
 */
export function newPullsheetComplete(form: NewPullsheetForm, scope: WarehouseChoice): boolean {
  if (!isPullsheetCarrier(form.carrier) || !isPullsheetType(form.type)) return false;
  return scope !== 'all' || form.warehouse !== '';
}

/** What the New Pullsheet form sends: the chosen warehouse under All, the user's own otherwise. */
export function newPullsheetWarehouse(form: NewPullsheetForm, scope: WarehouseChoice): string {
  return scope === 'all' ? form.warehouse : scope;
}

/** The Pull Sheets buttons a user gets (D1 sections 2, 5 and 6). */
export type PullsheetButtons = {
  /** The warehouse selector of New Pullsheet: rendered only under All, enabled only for admins. */
  warehouseSelector: 'hidden' | 'disabled' | 'enabled';
  /** Resend Acumatica: admin and acumatica scopes. */
  resendAcumatica: boolean;
};

export function pullsheetButtons(scopes: readonly Scope[], scope: WarehouseChoice): PullsheetButtons {
  const admin = scopes.includes('admin');
  return {
    warehouseSelector: scope !== 'all' ? 'hidden' : admin ? 'enabled' : 'disabled',
    resendAcumatica: admin || scopes.includes('acumatica'),
  };
}

/**
 * D1 section 6: the warehouse scope filters the unprocessed count buttons (and the sheets shown):
 * All shows every warehouse the company has and the user holds, otherwise only that one.
 */
export function countButtonWarehouses<W extends string>(held: readonly W[], scope: WarehouseChoice): W[] {
  return scope === 'all' ? [...held] : held.filter((w) => w === scope);
}

/** D1 section 5: the custom start of the foam and bolster sheets, checked before it is sent. */
export function foamStartProblem(value: string | null | undefined): string | null {
  if (value === null || value === undefined || value.trim() === '') return PULLSHEET_MESSAGES.selectDate;
  const time = Date.parse(value);
  if (Number.isNaN(time)) return PULLSHEET_MESSAGES.invalidDate;
  return null;
}
