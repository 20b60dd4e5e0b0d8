import type { Company } from '@shared/domain/identity/companies';
import type { FileStore } from '../../../platform/files/file-store';
import { IntegrationError } from '../../integration-error';
import type { ScanForm } from '../port';
import { scanFormKey } from '../scan-form-document';
import type { CarriersClient } from './client';
import { fail } from './errors';
import type { SeManifest, SeManifestList } from './wire';

/** What a SCAN form is made of: one USPS account, one warehouse, one ship date, these labels. */
export type ManifestRequest = {
  carrier_id: string;
  warehouse_id: string;
  ship_date: string;
  label_ids: string[];
};

const PAGE_SIZE = 100;
/** Pages of one ship date's manifests read at most while looking for ours. */
const MAX_PAGES = 20;

const sameLabels = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && [...a].sort().join('\n') === [...b].sort().join('\n');

/**
 * Makes a USPS SCAN form (POST /v1/manifests) at most once for the same labels, as the label
 * purchases are made safe: before creating one (on a fresh call, which may be the job's retry of
 * an answer that was lost) and after a timeout or a 5xx, the manifests of the warehouse and ship
 * date are listed and one holding exactly these labels is the form. Its PDF goes to the file store.
 */
export class ScanForms {
  constructor(
    private readonly client: CarriersClient,
    private readonly files: FileStore,
    private readonly company: Company,
  ) {}

  async create(request: ManifestRequest, trackingNumbers: string[]): Promise<ScanForm> {
    const made = (await this.lookUp(request)) ?? (await this.send(request));
    const documentKey = scanFormKey(this.company, made.form_id);
    if (!(await this.files.exists(documentKey))) {
      const pdf = await this.client.download(made.manifest_download.href);
      await this.files.put(documentKey, pdf, 'application/pdf');
    }
    return {
      formId: made.form_id,
      documentKey,
      createdAt: new Date(made.created_at).toISOString(),
      trackingNumbers,
    };
  }

  /**
   * One POST: after a timeout or a 5xx the form may have been made with its answer lost, so it is
   * looked up, never sent again here; when it is not found (yet) the call fails `unavailable` and
   * the job's retry, later, looks it up first.
   */
  private async send(request: ManifestRequest): Promise<SeManifest> {
    try {
      const manifest = await this.client.request<SeManifest>({
        method: 'POST',
        path: '/v1/manifests',
        body: request,
      });
      if (!manifest) throw fail('unavailable', 'The carrier API answered the SCAN form with nothing.');
      return manifest;
    } catch (error) {
      if (!(error instanceof IntegrationError) || error.code !== 'unavailable') throw error;
      const landed = await this.lookUp(request).catch(() => null);
      if (landed) return landed;
      throw error;
    }
  }

  /** The manifest of the warehouse and ship date that holds exactly these labels, if any. */
  private async lookUp(request: ManifestRequest): Promise<SeManifest | null> {
    for (let page = 1; page <= MAX_PAGES; page += 1) {
      const list = await this.client.request<SeManifestList>({
        method: 'GET',
        path: '/v1/manifests',
        query: {
          carrier_id: request.carrier_id,
          warehouse_id: request.warehouse_id,
          ship_date_start: `${request.ship_date}T00:00:00.000Z`,
          ship_date_end: `${request.ship_date}T23:59:59.999Z`,
          page: String(page),
          page_size: String(PAGE_SIZE),
        },
      });
      const found = (list?.manifests ?? []).find(
        (m) =>
          m.ship_date.slice(0, 10) === request.ship_date &&
          m.warehouse_id === request.warehouse_id &&
          sameLabels(m.label_ids, request.label_ids),
      );
      if (found) return found;
      if (!list || page >= list.pages) return null;
    }
    return null;
  }
}
