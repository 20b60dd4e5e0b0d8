import { OFFICE_TZ } from '../../lib/office-zone';
/** The sign-in modes of the dock (D2 section 9). */
export const SIGN_IN_MODES = ['LTL', 'FTL', 'Receiving'] as const;
export type SignInMode = (typeof SIGN_IN_MODES)[number];

/** The messages of D2 section 8 (sign-in validation and the carrier sign-in catalogue). */
export const SIGN_IN_MESSAGES = {
  fillAllFields: 'Please fill out all fields before submitting',
  addSignature: 'Please add signature before submitting',
  notConfigured: 'IMS user is not configured properly, please contact a developer',
  // The spec has no sentence for a SCAC the company does not know; this one tells the driver what to do.
  unknownCarrier: 'Please choose a carrier from the list',
} as const;

/** What the form holds before it is sent; every field may still be empty. */
export type SignInDraft = {
  mode?: string | null;
  scac?: string | null;
  driver_name?: string | null;
  truck_number?: string | null;
  pro_number?: string | null;
  delivered_goods?: string | null;
  signature?: string | null;
};

export function isSignInMode(value: unknown): value is SignInMode {
  return typeof value === 'string' && (SIGN_IN_MODES as readonly string[]).includes(value);
}

const filled = (value: string | null | undefined) => typeof value === 'string' && value.trim().length > 0;

/**
 * The fields D2 section 5 requires for a mode: carrier, driver name and truck number always, plus
 * the PRO number for FTL and the delivered goods for Receiving.
 */
export function requiredFields(mode: SignInMode): (keyof SignInDraft)[] {
  const base: (keyof SignInDraft)[] = ['scac', 'driver_name', 'truck_number'];
  switch (mode) {
    case 'FTL':
      return [...base, 'pro_number'];
    case 'Receiving':
      return [...base, 'delivered_goods'];
    case 'LTL':
      return base;
  }
}

/**
 * The mode of a sign-in. Our screen chooses one first (D2 section 5); a client that follows D2
 * section 7 sends none, only `pro_number or delivered_goods`, so the fields say which it is: a PRO
 * number makes it FTL, delivered goods Receiving, neither LTL. A mode that is sent is kept as it is
 * (an unknown one stays unknown and is refused), so a draft never changes mode behind its sender.
 */
export function signInModeOf(draft: SignInDraft): string {
  if (draft.mode) return draft.mode;
  if (filled(draft.pro_number)) return 'FTL';
  if (filled(draft.delivered_goods)) return 'Receiving';
  return 'LTL';
}

/** The fields of the mode that are still empty, in the form's order (each gets its own hint). */
export function emptyFields(draft: SignInDraft): (keyof SignInDraft)[] {
  if (!isSignInMode(draft.mode)) return [];
  return requiredFields(draft.mode).filter((field) => !filled(draft[field]));
}

/** What the form says beside an empty field, so the driver sees which one the spec's sentence means. */
export const FIELD_HINTS: Partial<Record<keyof SignInDraft, string>> = {
  scac: 'Choose your carrier.',
  driver_name: 'Enter your name.',
  truck_number: 'Enter your truck number.',
  pro_number: 'Enter the PRO number.',
  delivered_goods: 'Say what you are delivering.',
};

/**
 * The first message the form must show, or null when the sign-in may be sent. The order is the
 * screen's: a user without a warehouse cannot sign anyone in, then the fields, then the signature.
 * The signature's content (a real PNG) is checked separately by `checkSignatureDataUrl`.
 */
export function signInProblem(draft: SignInDraft, warehouse: string | null | undefined): string | null {
  if (!filled(warehouse)) return SIGN_IN_MESSAGES.notConfigured;
  if (!isSignInMode(draft.mode)) return SIGN_IN_MESSAGES.fillAllFields;
  if (emptyFields(draft).length > 0) return SIGN_IN_MESSAGES.fillAllFields;
  if (!filled(draft.signature)) return SIGN_IN_MESSAGES.addSignature;
  return null;
}

/**
 * The dock's zone (D2 Carrier Sign-In Dashboard): the dashboard shows times in it and the server
 * reads "the day" of a sign-in in it unless told another zone.
 */
export const DOCK_TZ = OFFICE_TZ;

/** The kiosk returns to its first screen after a minute without a touch (issue 4). */
export const KIOSK_IDLE_RESET_MS = 60_000;
/** How long the thank-you shows after a sign-in before the kiosk is ready for the next driver. */
export const THANK_YOU_MS = 8_000;
