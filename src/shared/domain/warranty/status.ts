/** Warranty codes and lists (D3 sections 4 and 9). */
export const WARRANTY_STATUS = { open: 1, orderCreated: 100, cancelled: 199 } as const;
export type WarrantyStatus = (typeof WARRANTY_STATUS)[keyof typeof WARRANTY_STATUS];

export const WARRANTY_ACTIONS = ['Yes', 'Yes - WFW', 'No'] as const;
export const FAST_SHIPPING = ['Yes', 'No'] as const;
export const WARRANTY_TYPES = ['Dropship', 'Bulk'] as const;

export const WARRANTY_REASONS = [
  'Broken Parts',
  'Chemical Smell',
  'Discolored Foam/Bolster',
  'Dye Issue',
  'Exchange',
  'Fabric Damage After Use',
  'Fabric Damage Upon Receipt',
  'Foam/Bolster Did Not Recover',
  'Glue Issue',
  'Incorrect Address',
  'Label Created Status',
  'Missing Item',
  'Missing Parts',
  'Missing Parts Prepackaged',
  'New Dimensions',
  'Out Of Stock',
  'Package Did Not Arrive',
  'Packing Issue',
  'Seam/Sewing Issue',
  'Seller Related Problem',
  'Shedding/Peeling',
  'Unavailable For Individual Purchase',
  'Under/Overstuffed',
  'Used Inventory',
  'Wrong Bolster',
  'Wrong Cover',
  'Wrong Foam',
  'Wrong Item',
  'Zipper Issue After Use',
  'Zipper Issue Upon Receipt',
] as const;
export type WarrantyReason = (typeof WARRANTY_REASONS)[number];
