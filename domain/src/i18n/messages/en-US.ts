// English (en-US). Same keys as nl-NL.ts.
import type { Messages } from './types';

export const messages: Messages = {
  'notification.defaultTitle': 'Notice',
  'price.unavailable': 'Price not available',
  'price.free': 'Free',
  'filters.and': 'and',
  'filters.price': 'Price',
  'delivery.tomorrow': 'Delivered tomorrow',
  'delivery.withinDays': 'Delivered within {days} days',
  'delivery.withinWeeks': 'Delivered within {weeks, plural, one {# week} other {# weeks}}',
  'delivery.unknown': 'No indication',
};
