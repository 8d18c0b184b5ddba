// Text the UI shows, as data: a key of the message bundles with parameters, or a server phrase.
// Plain functions with no effector, so pure libs can produce messages without importing models.

export interface MessageRef {
  key: string;
  params?: Record<string, string | number>;
}

export const message = (key: string, params?: Record<string, string | number>): MessageRef =>
  params ? { key, params } : { key };

/** Spec §8: server messages show as phrases.{message}. */
export const phrase = (serverMessage: string): MessageRef => ({ key: `phrases.${serverMessage}` });
