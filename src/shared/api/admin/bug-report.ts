import { z } from 'zod';
import { text } from '../fields';
import { defineEndpoint } from '../endpoint';

/**
 * Report Error (D3 2.16): severity buttons Minor, Major, Critical. The spec does not show what is
 * submitted; we take a description and the page it was reported from.
 */
export const BUG_SEVERITIES = ['Minor', 'Major', 'Critical'] as const;
export type BugSeverity = (typeof BUG_SEVERITIES)[number];

export const bugReportSchema = z.object({
  severity: z.enum(BUG_SEVERITIES, { message: 'Choose a severity: Minor, Major or Critical.' }),
  description: text()
    .trim()
    .min(1, 'Describe what went wrong.')
    .max(5000, 'Keep the description under 5000 characters.'),
  page: text().max(500).optional(),
});
export type BugReportRequest = z.infer<typeof bugReportSchema>;

export const bugReportResponseSchema = z.object({ id: z.number().int() });

/** Offline devices queue reports, so the call takes an Idempotency-Key and files a report once. */
export const submitBugReport = defineEndpoint({
  name: 'admin.bug-report.submit',
  method: 'POST',
  path: '/bugreport',
  summary: 'Report an error: stored, and written to the log at info, warn or error by severity',
  access: { screens: ['/bugreport'], side: 'any' },
  body: bugReportSchema,
  response: bugReportResponseSchema,
  status: 201,
  idempotent: true,
});
