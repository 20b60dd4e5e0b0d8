import type { Carrier, ItemAsin, ItemAsins, SkuList, VendorList } from '@shared/api/catalog/reference-lists';
import type { Company } from '@shared/domain/identity/companies';
import type { CatalogRepository, LabelItemRow, VendorSide } from './catalog.repository';
import { toLabelItem } from './label-items';

/** An item has an ASIN only when the column holds more than blanks (imports leave empty strings). */
function toItemAsin(row: LabelItemRow): ItemAsin | null {
  const asin = row.asin?.trim();
  if (!asin) return null;
  return {
    sku: row.sku,
    asin,
    upc: row.upc,
    item: row.description,
    amazon_description: row.amazonDescription,
  };
}

/** The reference lists of the screens, shaped as the spec's section 7 gives them. */
export class CatalogService {
  constructor(private readonly catalog: CatalogRepository) {}

  async vendors(company: Company, side: VendorSide): Promise<VendorList> {
    return { vendors: await this.catalog.vendorNames(company, side) };
  }

  async skus(company: Company): Promise<SkuList> {
    return { items: await this.catalog.skus(company) };
  }

  async carriers(company: Company): Promise<{ carriers: Carrier[] }> {
    return { carriers: await this.catalog.carriers(company) };
  }

  /** One read of the items gives both lists of GET /v1/item_asins. */
  async itemAsins(company: Company): Promise<ItemAsins> {
    const rows = await this.catalog.labelItems(company);
    return {
      asins: rows.map(toItemAsin).filter((row): row is ItemAsin => row !== null),
      items: rows.map(toLabelItem),
    };
  }
}
