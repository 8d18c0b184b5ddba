/** A message bundle: key → ICU message string (see docs/i18n.md). Keys are shared by every locale. */
export type Messages = Readonly<Record<string, string>>;
