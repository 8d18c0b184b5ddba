// Text the UI shows, as data: a key of the message bundles with parameters, or a server phrase.
// Plain functions with no effector, so pure libs can produce messages without importing models.

export interface MessageRef {
  key: string;
  params?: Record<string, string | number>;
  /** Shown instead when the bundle has no `key`: a server phrase the storefront does not know. */
  fallback?: MessageRef;
}

export const message = (key: string, params?: Record<string, string | number>): MessageRef =>
  params ? { key, params } : { key };

/** Shown for a server message the bundles do not know, where the flow names no notice of its own. */
export const UNKNOWN_SERVER_MESSAGE = 'error.unknownServerMessage';

/** Spec §8: server messages show as phrases.{message}; one the bundles do not know shows `fallback`. */
export const phrase = (serverMessage: string, fallback: MessageRef = message(UNKNOWN_SERVER_MESSAGE)): MessageRef => ({
  key: `phrases.${serverMessage}`,
  fallback,
});
