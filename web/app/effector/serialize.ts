// Serialized state is untrusted HTML context (docs/architecture.md): escape '<' so no value can close the
// script element, and the line separators that older parsers treat as newlines.
import { isDeepFrozen } from '~/lib/frozen';

export const STATE_ELEMENT_ID = 'effector-state';

/**
 * What the server's render writes in the state's script element; the document's bytes take the state in its
 * place once the render is done (`withState`, app/server/render-document.ts), so React's string stays small
 * (docs/performance.md "The server").
 */
export const STATE_MARK = '/*etalage:state*/';

const UNSAFE = /[<\u2028\u2029]/g;
const ESCAPED: Record<string, string> = { '<': '\\u003c', '\u2028': '\\u2028', '\u2029': '\\u2029' };

/** One pass over the text (a category page's state is large). */
export const escapeJson = (json: string): string => json.replace(UNSAFE, (character) => ESCAPED[character]!);

/** The escaped JSON of values shared between renders, which cannot change (app/lib/frozen.ts). */
const sharedJson = new WeakMap<object, string>();

/** A value's escaped JSON (undefined for what JSON leaves out); a shared value's is worked out once. */
const jsonOf = (value: unknown): string | undefined => {
  if (!isDeepFrozen(value)) {
    const json = JSON.stringify(value) as string | undefined;
    return json === undefined ? undefined : escapeJson(json);
  }
  let json = sharedJson.get(value);
  if (json === undefined) {
    json = escapeJson(JSON.stringify(value));
    sharedJson.set(value, json);
  }
  return json;
};

/**
 * The scope's values as the page's JSON: `escapeJson(JSON.stringify(values))`, member by member, so the app
 * configuration and the page's reply (most of a category page's state), shared between public renders, are
 * stringified once and not on every render (docs/performance.md "The server").
 */
export const serializeState = (values: Record<string, unknown>): string => {
  const members: string[] = [];
  for (const [sid, value] of Object.entries(values)) {
    const json = jsonOf(value);
    if (json !== undefined) members.push(`${escapeJson(JSON.stringify(sid))}:${json}`);
  }
  return `{${members.join(',')}}`;
};
