// Locale and message bundles (spec §1, §9).
export {
  LOCALES,
  localeFrom,
  loadBundle,
  localeChosen,
  localeStarted,
  $locale,
  $messages,
  $messagesLocale,
} from './model';
export type { Messages } from './messages/types';
