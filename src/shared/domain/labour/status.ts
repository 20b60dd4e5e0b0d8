/** Warehouse labour codes (D3 sections 2.10 to 2.13 and 4). */
export const WORKER_STATUS = ['Active', 'Inactive'] as const;
export type WorkerStatus = (typeof WORKER_STATUS)[number];

export const AUTOBUILD_STATUS = ['RUNNING', 'COMPLETE', 'FAILED'] as const;
export type AutobuildStatus = (typeof AUTOBUILD_STATUS)[number];

export const SHIFTS = ['First', 'Second', 'Both'] as const;
export type Shift = (typeof SHIFTS)[number];
