// Serialized state is untrusted HTML context (docs/architecture.md): escape '<' so no value can close the
// script element, and the line separators that older parsers treat as newlines.
export const STATE_ELEMENT_ID = 'effector-state';

export const escapeJson = (json: string): string =>
  json
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

export const serializeState = (values: Record<string, unknown>): string => escapeJson(JSON.stringify(values));
