// Serialized state is untrusted HTML context (docs/architecture.md): escape '<' so no value can close the
// script element, and the line separators that older parsers treat as newlines.
export const STATE_ELEMENT_ID = 'effector-state';

const UNSAFE = /[<\u2028\u2029]/g;
const ESCAPED: Record<string, string> = { '<': '\\u003c', '\u2028': '\\u2028', '\u2029': '\\u2029' };

/** One pass over the text (the state of a category page is about 40 KB). */
export const escapeJson = (json: string): string => json.replace(UNSAFE, (character) => ESCAPED[character]!);

export const serializeState = (values: Record<string, unknown>): string => escapeJson(JSON.stringify(values));
