import { submitBugReport } from '@shared/api/admin/bug-report';
import { useQueuedMutation } from '@client/offline/use-queued-mutation';

/**
 * POST /api/bugreport through the outbox: sent at once when online, otherwise kept on the device and
 * sent when the connection returns. One idempotency key per report, so a retry never files it twice.
 */
export function useSubmitBugReport() {
  return useQueuedMutation({
    endpoint: submitBugReport,
    side: 'dropship',
    label: ({ body }) => `Bug report (${body.severity})`,
  });
}
