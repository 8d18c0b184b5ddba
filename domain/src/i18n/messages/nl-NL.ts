// Dutch (nl-NL), the default locale. Every UI string lives here and in en-US.ts under the same key.
import type { Messages } from './types';

export const messages: Messages = {
  'notification.defaultTitle': 'Melding',
  'price.unavailable': 'Prijs niet beschikbaar',
  'price.free': 'Gratis',
  'filters.and': 'en',
  'filters.price': 'Prijs',
};
