import { getInitialStateJson } from './client';
import { STATE_ELEMENT_ID, STATE_MARK } from './serialize';

/**
 * The scope's serialized values as a JSON script. The server's render writes a mark, and the document's bytes
 * take the scope's values in its place once every part has rendered (app/server/render-document.ts); in the
 * browser the same text is kept so hydration matches.
 */
export function EffectorState({ nonce }: { nonce?: string | undefined }) {
  const json = typeof document === 'undefined' ? STATE_MARK : getInitialStateJson();
  return (
    <script
      id={STATE_ELEMENT_ID}
      type="application/json"
      nonce={nonce}
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: json }}
    />
  );
}
