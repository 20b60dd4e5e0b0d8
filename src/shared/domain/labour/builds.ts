/**
 * Builds (D3 2.12, 3, 7): the builds grid edits a build's quantity through PUT updateBuild, which
 * sends build_date, sku, order_number, group_number, customer, new_quantity and id. The id names the
 * build; the other fields must still be what the grid showed, so a build changed meanwhile is not
 * overwritten blind.
 */
export const BUILD_QUANTITY_MAX = 100_000;

export const BUILD_MESSAGES = {
  quantity: `Quantity must be a whole number from 0 to ${BUILD_QUANTITY_MAX.toLocaleString('en-US')}.`,
  notFound: (id: number) => `Build ${id} was not found.`,
  changed: 'This build was changed meanwhile: reload the builds and try again.',
  saved: 'Saved Build!',
  failed: 'Failed to update build!',
  failedGet: 'Failed to get builds!',
  warehouse: 'wh must be KY, PA or TX.',
  reported: 'reported must be true or false.',
} as const;

/** What is wrong with a quantity typed in the grid, or null. */
export function buildQuantityProblem(value: string | number): string | null {
  const text = typeof value === 'number' ? String(value) : value.trim();
  if (!/^\d+$/.test(text)) return BUILD_MESSAGES.quantity;
  const n = Number(text);
  return n > BUILD_QUANTITY_MAX ? BUILD_MESSAGES.quantity : null;
}

/** Minutes between two builds of a line (time on the line), or null for the line's first build. */
export const minutesBetween = (earlier: Date | number | null, later: Date | number): number | null =>
  earlier === null ? null : Math.round((Number(later) - Number(earlier)) / 600) / 100;
