/**
 * Money is exact (ARCHITECTURE section 4): amounts travel as decimal strings ("12.50") and are
 * added and multiplied as integer cents, never as floats.
 */
const MONEY = /^(-)?(\d{1,10})(?:\.(\d{1,2}))?$/;

export function isMoney(value: string): boolean {
  return MONEY.test(value.trim());
}

/** "12.5" -> 1250n; throws on anything that is not a decimal with at most two places. */
export function toCents(value: string): bigint {
  const match = MONEY.exec(value.trim());
  if (!match) throw new Error(`Not an amount of money: "${value}"`);
  const cents = BigInt(match[2] ?? '0') * 100n + BigInt((match[3] ?? '').padEnd(2, '0'));
  return match[1] ? -cents : cents;
}

/** 1250n -> "12.50". */
export function fromCents(cents: bigint): string {
  const negative = cents < 0n;
  const abs = negative ? -cents : cents;
  const text = `${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
  return negative ? `-${text}` : text;
}

/** unit price times a whole quantity, as money text. */
export function multiplyMoney(unitPrice: string, quantity: number): string {
  if (!Number.isInteger(quantity)) throw new Error(`Quantity must be whole: ${quantity}`);
  return fromCents(toCents(unitPrice) * BigInt(quantity));
}

export function sumMoney(amounts: readonly string[]): string {
  return fromCents(amounts.reduce((total, amount) => total + toCents(amount), 0n));
}
