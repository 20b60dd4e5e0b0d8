import { readItemAsins, type ItemAsin } from '@shared/api/catalog/reference-lists';
import { api } from '@client/lib/api';

/** The ASIN data of the company's items (GET /v1/item_asins), read when an ASIN file is uploaded. */
export async function fetchItemAsins(): Promise<ItemAsin[]> {
  return (await api(readItemAsins, {})).asins;
}
