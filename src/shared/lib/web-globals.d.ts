/**
 * The globals that both browsers and Node (18+) provide and that shared code uses (the base64 and
 * UTF-8 steps of the envelope codec). tsconfig.shared.json checks src/shared without DOM or Node
 * types, so a browser-only or Node-only global used there fails the type-check; these are the
 * exceptions. Where DOM types are loaded (tsconfig.json), each declaration defers to the DOM's own,
 * the way @types/node declares them.
 */
export {};

type DomGlobal<Name extends string, Fallback> = typeof globalThis extends { onmessage: unknown } & {
  [K in Name]: infer T;
}
  ? T
  : Fallback;

declare global {
  function atob(data: string): string;
  function btoa(data: string): string;
  var TextEncoder: DomGlobal<'TextEncoder', new () => { encode(input?: string): Uint8Array }>;
  var TextDecoder: DomGlobal<'TextDecoder', new () => { decode(input?: Uint8Array): string }>;
}
