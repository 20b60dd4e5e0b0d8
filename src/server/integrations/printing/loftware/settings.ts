/**
 * Loftware Cloud (NiceLabel Cloud) over its Cloud Trigger API: a print request is a POST to
 * `<url>/Trigger/v1/CloudTrigger/<trigger>` with the Developer Portal subscription key in the
 * Ocp-Apim-Subscription-Key header; Loftware Automation on the merchant's print server runs the
 * trigger and prints.
 */
export type LoftwareSettings = {
  /** The Cloud Trigger API's base address, without a trailing slash (LOFTWARE_URL). */
  url: string;
  /** The API subscription key (LOFTWARE_KEY). */
  key: string;
  /** The cloud trigger that prints a template with data rows (LOFTWARE_TRIGGER). */
  trigger: string;
  /** The cloud trigger that sends raw ZPL to a printer (LOFTWARE_ZPL_TRIGGER); the print trigger by default. */
  zplTrigger: string;
  /** Per attempt; a print that takes longer is abandoned and recorded as failed, never sent twice. */
  timeoutMs: number;
  /** Retries of a request that never reached Loftware (429, refused connection); 0 turns them off. */
  retries: number;
  backoffMs: number;
  maxBackoffMs: number;
};

export const LOFTWARE_CLOUD_URL = 'https://labelcloudapi.onnicelabel.com';

function intFrom(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value.trim() === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0) throw new Error(`${name}=${value} is not a whole number`);
  return parsed;
}

const TRIGGER_NAME = /^[A-Za-z0-9_.-]+$/;

/**
 * The Loftware settings from the environment, or null when printing runs as its simulator.
 * LOFTWARE_KEY and LOFTWARE_TRIGGER turn it on; one without the other is a mistake, not a default.
 */
export function loftwareSettingsFrom(env: NodeJS.ProcessEnv): LoftwareSettings | null {
  const key = env.LOFTWARE_KEY?.trim() || null;
  const trigger = env.LOFTWARE_TRIGGER?.trim() || null;
  const rawUrl = env.LOFTWARE_URL?.trim() || null;
  if (!key && !trigger && !rawUrl) return null;
  if (!key) throw new Error('Loftware printing needs LOFTWARE_KEY (the Cloud Trigger API subscription key)');
  if (!trigger) throw new Error("Loftware printing needs LOFTWARE_TRIGGER (the print trigger's unique name)");
  const zplTrigger = env.LOFTWARE_ZPL_TRIGGER?.trim() || trigger;
  for (const [name, value] of [
    ['LOFTWARE_TRIGGER', trigger],
    ['LOFTWARE_ZPL_TRIGGER', zplTrigger],
  ] as const) {
    if (!TRIGGER_NAME.test(value))
      throw new Error(`${name}=${value} is not a trigger name (letters, digits, _ . - only)`);
  }
  const url = (rawUrl ?? LOFTWARE_CLOUD_URL).replace(/\/+$/, '');
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new Error(`LOFTWARE_URL=${url} is not an address`);
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:')
    throw new Error(`LOFTWARE_URL=${url} must start with https://`);
  return {
    url,
    key,
    trigger,
    zplTrigger,
    timeoutMs: intFrom(env.LOFTWARE_TIMEOUT_MS, 30_000, 'LOFTWARE_TIMEOUT_MS'),
    retries: intFrom(env.LOFTWARE_RETRIES, 3, 'LOFTWARE_RETRIES'),
    backoffMs: 500,
    maxBackoffMs: 30_000,
  };
}
