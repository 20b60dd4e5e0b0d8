import { useMutation } from '@tanstack/react-query';
import { bugReportResponseSchema, type BugReportRequest } from '@shared/api/admin';
import { api } from '@client/lib/api';

/** One idempotency key per report, so a retry on a flaky connection never files it twice. */
export function useSubmitBugReport() {
  return useMutation({
    mutationFn: ({ report, key }: { report: BugReportRequest; key: string }) =>
      api('/bugreport', {
        method: 'POST',
        body: report,
        schema: bugReportResponseSchema,
        idempotencyKey: key,
      }),
  });
}
