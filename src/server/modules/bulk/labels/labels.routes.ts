import {
  createBoxLabels,
  createBoxLabelsFromOrderNbr,
  downloadBoxLabelFile,
  getBoxLabelTemplate,
  getLabelFileData,
  listBoxLabelFiles,
  regenerateBoxLabels,
} from '@shared/api/bulk/labels';
import {
  createPalletLabelsFromFile,
  createPalletLabelsFromOrderNbr,
  downloadPalletLabelFile,
  getPalletCalculator,
  getPalletItems,
  listPalletLabelFiles,
} from '@shared/api/bulk/pallet-labels';
import { route } from '../../../platform/http/route';
import { requireCompany, type App } from '../../../platform/http/types';
import type { LabelsService } from './labels.service';

/** Box Labels and Pallet Labels (D2 section 7's label calls). */
export function bulkLabelsRoutes(app: App, labels: LabelsService): void {
  route(app, getBoxLabelTemplate, async () => labels.template());
  route(app, listBoxLabelFiles, async (_, req) => ({
    files: await labels.list(requireCompany(req.company), 'box'),
  }));
  route(app, listPalletLabelFiles, async (_, req) => ({
    files: await labels.list(requireCompany(req.company), 'pallet'),
  }));
  route(app, downloadBoxLabelFile, async ({ query }, req, reply) => {
    void reply.header('cache-control', 'private, no-store');
    return labels.download(requireCompany(req.company), ['box'], query.key, query.format);
  });
  route(app, downloadPalletLabelFile, async ({ query }, req, reply) => {
    void reply.header('cache-control', 'private, no-store');
    return labels.download(requireCompany(req.company), ['pallet'], query.key, query.format);
  });
  route(app, getLabelFileData, async ({ query }, req) =>
    labels.data(requireCompany(req.company), query.filename),
  );
  route(app, getPalletCalculator, async ({ query }, req) =>
    labels.calculator(requireCompany(req.company), query.type),
  );
  route(app, getPalletItems, async ({ query }, req) =>
    labels.palletItems(requireCompany(req.company), query.type),
  );
  route(app, regenerateBoxLabels, async ({ body }, req) => ({
    file: await labels.regenerate(requireCompany(req.company), body),
  }));
  route(app, createBoxLabels, async ({ body }, req) => ({
    file: await labels.createFromRows(requireCompany(req.company), body.rows),
  }));
  route(app, createBoxLabelsFromOrderNbr, async ({ body }, req) => ({
    file: await labels.createFromOrderNbr(requireCompany(req.company), 'box', body.acu_order_num),
  }));
  route(app, createPalletLabelsFromOrderNbr, async ({ body }, req) => ({
    file: await labels.createFromOrderNbr(requireCompany(req.company), 'pallet', body.acu_order_num),
  }));
  route(app, createPalletLabelsFromFile, async ({ body }, req) =>
    labels.palletsFromFile(requireCompany(req.company), body.rows),
  );
}
