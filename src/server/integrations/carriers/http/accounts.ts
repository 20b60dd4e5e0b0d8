import { AMAZON_TRACKING, CARRIERS, carrierOfTracking, type Carrier } from '@shared/domain/carriers/tracking';
import type { Company } from '@shared/domain/identity/companies';
import { fail } from './errors';
import type { CarriersHttpSettings } from './settings';

/** The carrier a tracking number's form names (lengths of D1 section 9, TBA for Amazon). */
export function carrierByNumber(trackingNumber: string): Carrier | null {
  if (AMAZON_TRACKING.test(trackingNumber)) return 'amazon';
  return carrierOfTracking(trackingNumber);
}

/** One company's carrier accounts (carrier_id) and the ship-from warehouses, from the settings. */
export class CarrierAccounts {
  constructor(
    private readonly settings: CarriersHttpSettings,
    private readonly company: Company,
  ) {}

  /** The company's carrier_id with a carrier; not configured when CARRIERS_ACCOUNTS has none. */
  account(carrier: Carrier): string {
    const id = this.settings.accounts[this.company][carrier];
    if (!id) throw fail('not_configured', `No ${carrier} account for ${this.company} in CARRIERS_ACCOUNTS.`);
    return id;
  }

  /** Which of this company's carriers a carrier_id is; null for another company's account. */
  carrierOf(carrierId: string): Carrier | null {
    const accounts = this.settings.accounts[this.company];
    return CARRIERS.find((c) => accounts[c] === carrierId) ?? null;
  }

  /** The warehouse_id of a ship-from warehouse; the first configured one when none is named. */
  warehouseId(warehouse: string | undefined): string {
    const { warehouses } = this.settings;
    const id = warehouse ? warehouses[warehouse.toLowerCase()] : Object.values(warehouses)[0];
    if (!id) throw fail('not_configured', `No warehouse_id for "${warehouse}" in CARRIERS_WAREHOUSES.`);
    return id;
  }
}
