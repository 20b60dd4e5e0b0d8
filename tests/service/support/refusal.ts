import { expect } from 'vitest';
import { HttpError } from '../../../src/server/platform/http/http-error';

type Field = 'statusCode' | 'code' | 'message' | 'headers';

/**
 * A service call that must be refused: awaits it, checks it threw an HttpError, and answers the
 * chosen fields of that error, so a test compares exactly what it cares about.
 */
export function refusalWith<F extends Field>(...fields: F[]) {
  return async (promise: Promise<unknown>): Promise<Pick<HttpError, F>> => {
    const error = await promise.then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(HttpError);
    const refused = error as HttpError;
    return Object.fromEntries(fields.map((f) => [f, refused[f]])) as Pick<HttpError, F>;
  };
}
