import { companyHeader } from '@shared/domain/identity/companies';
import { ApiRequestError } from '@client/lib/api-error';
import { sessionStore } from '@client/lib/session-store';
import { refreshSession } from '@client/lib/token-refresh';
import { saveBlob } from '@client/lib/download';

function headers(): Record<string, string> {
  const actor = sessionStore.getActor();
  return {
    ...(actor ? { authorization: `Bearer ${actor.token}` } : {}),
    ...(actor?.company ? { company_id: companyHeader(actor.company, 'dropship') } : {}),
  };
}

/** The file name of a Content-Disposition answer, or the fallback. */
function fileNameOf(response: Response, fallback: string): string {
  const match = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '');
  return match?.[1] ?? fallback;
}

/**
 * A file answer (CSV, PDF) fetched with the token and handed to the browser as a download. A 401
 * refreshes the token once; an error answer throws with the server's message.
 */
export async function downloadFile(path: string, fallbackName: string): Promise<string> {
  const call = () => fetch(`/api${path}`, { headers: headers() });
  let response = await call();
  if (response.status === 401 && (await refreshSession())) response = await call();
  if (!response.ok) {
    const data = (await response.json().catch(() => ({}))) as { error?: string; message?: string };
    throw new ApiRequestError(
      response.status,
      data.error ?? 'http_error',
      data.message ?? `The server answered ${response.status}.`,
    );
  }
  const name = fileNameOf(response, fallbackName);
  saveBlob(await response.blob(), name);
  return name;
}

/** GET /dropship/uploads/tracking?upload_id= (text/csv). */
export const downloadTracking = (uploadId: number) =>
  downloadFile(`/dropship/uploads/tracking?upload_id=${uploadId}`, `upload_${uploadId}_tracking.csv`);

/** GET /dropship/orders/master_packslips?upload_id= (application/pdf). */
export const downloadMasterPackslips = (uploadId: number) =>
  downloadFile(
    `/dropship/orders/master_packslips?upload_id=${uploadId}`,
    `master_packslips_upload_${uploadId}.pdf`,
  );
