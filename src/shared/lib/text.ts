/**
 * Text PostgreSQL can store: no NUL character (text refuses it) and no UTF-16 surrogate without its
 * other half (not Unicode: UTF-8 text cannot hold it and jsonb refuses its `\ud800` escape).
 */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const LONE_SURROGATES = new RegExp(LONE_SURROGATE.source, 'g');

/** True when PostgreSQL can store the text: no NUL, no lone surrogate. */
export const isStorableText = (value: string): boolean =>
  !value.includes('\u0000') && !LONE_SURROGATE.test(value);

/**
 * The text with what PostgreSQL cannot store replaced by U+FFFD, for text the app writes itself
 * (an error's message as a reason on screen) rather than refuses.
 */
export const toStorableText = (value: string): string =>
  value.replaceAll('\u0000', '\uFFFD').replace(LONE_SURROGATES, '\uFFFD');
