import { z } from 'zod';
import { isStorableText } from '../lib/text';

/**
 * The field types every contract builds on (ARCHITECTURE: "strings go through text()"). Whatever a
 * client sends reaches PostgreSQL, so a contract refuses up front, with a 400 naming the field, what
 * the database would refuse with a 500: a NUL character or a lone UTF-16 surrogate in a text, an
 * integer outside its column's range. `tests/lint/contracts.test.ts` fails when a contract's
 * params, query or body holds a string without this check or a number without bounds.
 */

/** No full stop: the error answer puts the field in front of it ("description: contains …"). */
export const UNSTORABLE_TEXT_MESSAGE =
  'contains a character that cannot be stored (a NUL character or a lone UTF-16 surrogate)';

/** The check `text()` carries; the contract test looks for it on every string. */
export const storableText = z.refine<string>(isStorableText, { message: UNSTORABLE_TEXT_MESSAGE });

/** A text of a contract: a zod string PostgreSQL can store. Use it wherever `z.string()` would go. */
export const text = () => z.string().check(storableText);

/** The largest value of a PostgreSQL `integer` (and `serial`) column: 2^31 - 1. */
export const MAX_INTEGER = 2_147_483_647;

const idError = (name: string) => (issue: { input?: unknown }) =>
  issue.input === undefined ? `${name} is required.` : `${name} must be a whole number.`;
const idRange = (name: string) => `${name} must be a whole number from 1 to ${MAX_INTEGER}.`;

/** A row id in a JSON body: a whole number within an integer column's range. */
export const id = (name = 'id') =>
  z
    .number({ error: idError(name) })
    .int(`${name} must be a whole number.`)
    .min(1, idRange(name))
    .max(MAX_INTEGER, idRange(name));

/** A row id in a path or query string (text, coerced): the same range as `id()`. */
export const idParam = (name = 'id') =>
  z.coerce
    .number({ error: idError(name) })
    .int(`${name} must be a whole number.`)
    .min(1, idRange(name))
    .max(MAX_INTEGER, idRange(name));
