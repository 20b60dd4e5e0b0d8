/** Cancel 3PL Order (D3 2.3): cancel an order at the 3PL by its order number. */
export const MAX_ORDER_NUMBER_LENGTH = 30;
export const ORDER_NUMBER_REQUIRED = 'Enter an order number.';
export const orderCancelledMessage = (n: string) => `Order ${n} cancelled at Geodis.`;
export const CANCEL_FAILED = 'Failed To Cancel Order!';

/** The order number as sent: trimmed; null with the reason when it cannot be sent. */
export function cancelOrderNumberProblem(value: string): string | null {
  const v = value.trim();
  if (!v) return ORDER_NUMBER_REQUIRED;
  if (v.length > MAX_ORDER_NUMBER_LENGTH)
    return `An order number has at most ${MAX_ORDER_NUMBER_LENGTH} characters.`;
  if (!/^[A-Za-z0-9-]+$/.test(v)) return 'An order number has only letters, digits and dashes.';
  return null;
}

export const cancelConfirmMessage = (orderNumber: string) =>
  `Cancel order ${orderNumber} at Geodis? This cannot be undone.`;
