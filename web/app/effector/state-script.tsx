import { serialize } from 'effector';
import { useProvidedScope } from 'effector-react';
import { getInitialStateJson } from './client';
import { STATE_ELEMENT_ID, serializeState } from './serialize';

/**
 * The scope's serialized values as a JSON script. On the server it is written once per render, after
 * every loader has settled; in the browser the same text is kept so hydration matches.
 */
export function EffectorState({ nonce }: { nonce?: string | undefined }) {
  const scope = useProvidedScope();
  const json = typeof document === 'undefined' ? serializeState(scope ? serialize(scope) : {}) : getInitialStateJson();
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
