// Locale and message bundles (spec §1, §9).
export {
  LOCALES,
  LOCALE_COOKIE,
  localeFrom,
  loadBundle,
  type MessageArea,
  MESSAGE_AREAS,
  messageAreasOf,
  messageAreasNeeded,
  $messageAreas,
  $loadedMessageAreas,
  loadMessagesFx,
  localeChosen,
  localeStarted,
  $locale,
  $messages,
  $messagesLocale,
} from './model';
export type { Messages } from './messages/types';
