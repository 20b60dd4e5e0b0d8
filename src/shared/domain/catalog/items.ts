/**
 * Catalog lists of the spec. Size words sort foam and bolster pull sheets (D2 section 9); the three
 * bundle SKUs each expand into two component SKUs on pull sheets (D1 section 9).
 */
export const ITEM_SIZES = ['Small', 'Medium', 'Large', 'XL', 'Jumbo', 'Jumbo Plus'] as const;
export type ItemSize = (typeof ITEM_SIZES)[number];

export const BUNDLE_SKUS = ['70230', '70231', '70232'] as const;
export type BundleSku = (typeof BUNDLE_SKUS)[number];
