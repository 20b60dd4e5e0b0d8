/**
 * The outside systems of ARCHITECTURE section 8 and the failure switches of their sandbox simulators.
 * An admin screen shows and sets them, so they live here rather than in the server.
 */
export const SANDBOX_SYSTEMS = ['acumatica', 'carriers', 'vendors', 'geodis', 'printing'] as const;
export type SandboxSystem = (typeof SANDBOX_SYSTEMS)[number];

export const SANDBOX_SYSTEM_LABEL: Record<SandboxSystem, string> = {
  acumatica: 'Acumatica ERP',
  carriers: 'Carriers',
  vendors: 'Vendors (EDI)',
  geodis: 'Geodis 3PL',
  printing: 'Printing (Loftware, ZPL)',
};

/** none: answer normally; next: fail the next N calls, then back to none; always: fail every call. */
export const FAILURE_MODES = ['none', 'next', 'always'] as const;
export type FailureMode = (typeof FAILURE_MODES)[number];

/** A delay longer than this would trip the callers' own timeouts rather than simulate a slow system. */
export const MAX_SANDBOX_DELAY_MS = 60_000;

export type SandboxSettings = {
  system: SandboxSystem;
  failureMode: FailureMode;
  /** Failures still to come in `next` mode. */
  failuresLeft: number;
  delayMs: number;
  /** The message of a simulated failure; null uses the system's default text. */
  errorMessage: string | null;
};

export function isSandboxSystem(value: string): value is SandboxSystem {
  return (SANDBOX_SYSTEMS as readonly string[]).includes(value);
}

/** The text of a simulated failure when no message was configured. */
export function defaultFailureMessage(system: SandboxSystem): string {
  return `${SANDBOX_SYSTEM_LABEL[system]} is not answering (sandbox failure)`;
}
