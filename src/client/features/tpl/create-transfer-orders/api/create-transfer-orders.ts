import { createTransferOrder as createEndpoint } from '@shared/api/tpl/transfer-orders';
import type { TRANSFER_OPTIONS } from '@shared/domain/tpl/status';
import { api } from '@client/lib/api';

/** POST /tpl/acumatica/create-transfer-order (to_from_warehouse). */
export const createTransferOrder = (option: (typeof TRANSFER_OPTIONS)[number]) =>
  api(createEndpoint, { body: { to_from_warehouse: option } }, { idempotencyKey: crypto.randomUUID() });
