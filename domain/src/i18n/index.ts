// Locale and message bundles (spec §1, §9).
export {
  LOCALES,
  LOCALE_COOKIE,
  localeFrom,
  loadBundle,
  localeChosen,
  localeStarted,
  $locale,
  $messages,
  $messagesLocale,
} from './model';
export type { Messages } from './messages/types';
