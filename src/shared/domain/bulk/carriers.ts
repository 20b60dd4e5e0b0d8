import { SCAC_LENGTH } from './status';

/**
 * Bulk Carriers (D2 sections 2, 3, 5 and 8): a carrier is its name, its SCAC and the short name the
 * dock screens show. Add Carrier needs all three; the SCAC is what a bulk shipment's carrier field
 * holds, so it has the shipment's length (exactly 4 characters, D2 section 9) and is kept upper-case.
 */

export const CARRIER_ADDED = 'Carrier Added!';

export const CARRIER_FIELDS = ['carrier', 'scac', 'shorthand'] as const;
export type CarrierField = (typeof CARRIER_FIELDS)[number];
export type CarrierInput = Record<CarrierField, string>;

export const CARRIER_LABEL: Record<CarrierField, string> = {
  carrier: 'Carrier',
  scac: 'SCAC',
  shorthand: 'Shorthand',
};

/** Longest carrier name and shorthand accepted (a shorthand fits a board's column). */
export const CARRIER_NAME_MAX = 100;
export const SHORTHAND_MAX = 20;

const SCAC = new RegExp(`^[A-Z0-9]{${SCAC_LENGTH}}$`);

export const CARRIER_MESSAGES = {
  required: (field: CarrierField) => `${CARRIER_LABEL[field]} is required.`,
  scac: `SCAC must be exactly ${SCAC_LENGTH} letters or digits.`,
  carrierTooLong: `Carrier must be at most ${CARRIER_NAME_MAX} characters.`,
  shorthandTooLong: `Shorthand must be at most ${SHORTHAND_MAX} characters.`,
  duplicate: (scac: string) => `A carrier with SCAC ${scac} already exists.`,
} as const;

/** The form's values as they are stored: trimmed, the SCAC upper-cased. */
export function normaliseCarrier(input: CarrierInput): CarrierInput {
  return {
    carrier: input.carrier.trim(),
    scac: input.scac.trim().toUpperCase(),
    shorthand: input.shorthand.trim(),
  };
}

/** The fields left empty, in the form's order (D2 section 5: all three are required). */
export function missingCarrierFields(input: CarrierInput): CarrierField[] {
  const values = normaliseCarrier(input);
  return CARRIER_FIELDS.filter((field) => values[field] === '');
}

/** Why the carrier cannot be added, or null (checked by the form and again by the server). */
export function carrierProblem(input: CarrierInput): string | null {
  const [missing] = missingCarrierFields(input);
  if (missing) return CARRIER_MESSAGES.required(missing);
  const values = normaliseCarrier(input);
  if (!SCAC.test(values.scac)) return CARRIER_MESSAGES.scac;
  if (values.carrier.length > CARRIER_NAME_MAX) return CARRIER_MESSAGES.carrierTooLong;
  if (values.shorthand.length > SHORTHAND_MAX) return CARRIER_MESSAGES.shorthandTooLong;
  return null;
}
