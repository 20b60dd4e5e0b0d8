/** The scopes (permission groups) of D3 section 6. */
export const SCOPES = [
  'admin',
  'dropship',
  'bulk',
  'inventory',
  'warranties',
  'warehouse',
  'acumatica',
  'thirdpartylogistics',
  'carrier-sign-in',
  'washington',
] as const;

export type Scope = (typeof SCOPES)[number];

export function isScope(value: string): value is Scope {
  return (SCOPES as readonly string[]).includes(value);
}

/** Human labels for the user editor and the help drawer. */
export const SCOPE_LABELS: Record<Scope, string> = {
  admin: 'Admin',
  dropship: 'Dropship',
  bulk: 'Bulk',
  inventory: 'Inventory',
  warranties: 'Warranties',
  warehouse: 'Warehouse',
  acumatica: 'Acumatica',
  thirdpartylogistics: '3PL',
  'carrier-sign-in': 'Carrier sign-in',
  washington: 'Washington (HQ)',
};
