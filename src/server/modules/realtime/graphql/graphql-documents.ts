/**
 * The two GraphQL operations of the spec (D2 section 7): `mutation { triggerRefresh }` and
 * `subscription { refreshSignal }`. Nothing else is served, so a full GraphQL engine would be
 * weight without use; these match the documents as clients write them (any operation name,
 * whitespace, commas and `#` comments, an optional `__typename`).
 */
export type GraphqlOperation = 'triggerRefresh' | 'refreshSignal';

function normalise(document: string): string {
  return document
    .replace(/#[^\n\r]*/g, ' ')
    .replace(/[\s,]+/g, ' ')
    .trim();
}

const MUTATION = /^mutation(?: [_A-Za-z][_0-9A-Za-z]*)? ?\{ ?triggerRefresh(?: __typename)? ?\}$/;
const SUBSCRIPTION = /^subscription(?: [_A-Za-z][_0-9A-Za-z]*)? ?\{ ?refreshSignal(?: __typename)? ?\}$/;

export function parseOperation(document: string): GraphqlOperation | null {
  const text = normalise(document);
  if (MUTATION.test(text)) return 'triggerRefresh';
  if (SUBSCRIPTION.test(text)) return 'refreshSignal';
  return null;
}

export const UNSUPPORTED_MESSAGE =
  'Only `mutation { triggerRefresh }` and `subscription { refreshSignal }` are served here.';
