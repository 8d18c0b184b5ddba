// Dutch (nl-NL), the default locale. Every UI string lives here and in en-US.ts under the same key.
import type { Messages } from './types';

export const messages: Messages = {
  'notification.defaultTitle': 'Melding',
  'price.unavailable': 'Prijs niet beschikbaar',
  'price.free': 'Gratis',
  'filters.and': 'en',
  'filters.price': 'Prijs',
  'delivery.tomorrow': 'Morgen bezorgd',
  'delivery.withinDays': 'Binnen {days} dagen bezorgd',
  'delivery.withinWeeks': 'Binnen {weeks, plural, one {# week} other {# weken}} bezorgd',
  'delivery.unknown': 'Geen indiciatie',
};
