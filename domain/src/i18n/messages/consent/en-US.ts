// English (en-US) words of the consent area (docs/i18n.md "Areas"): loaded with the pages and parts that use them.

/** Key → ICU message, as in the core bundle (`../types.ts` Messages). */
export const messages: Readonly<Record<string, string>> = {
  'consent.title': 'Cookies in this shop',
  'consent.tabs': 'Cookie settings',
  'consent.tab.condition': 'Consent',
  'consent.tab.details': 'Details',
  'consent.tab.about': 'About cookies',
  'consent.condition.intro':
    'We use cookies and similar techniques to make the shop work, remember your preferences, measure how the shop is used and tailor advertising to you. ‘Allow all’ consents to all cookies; ‘Adjust’ lets you choose.',
  'consent.condition.change':
    'You can change your choice at any time with ‘Cookie settings’ at the bottom of every page.',
  'consent.category.necessary': 'Necessary',
  'consent.category.necessary.about': 'Needed for the shop to work: your cart, logging in and checking out. Always on.',
  'consent.category.preferences': 'Preferences',
  'consent.category.preferences.about':
    'Remember your choices, such as language and display, for a more personal shop.',
  'consent.category.statistics': 'Statistics',
  'consent.category.statistics.about': 'Measure anonymously how visitors use the shop, so we can improve it.',
  'consent.category.marketing': 'Marketing',
  'consent.category.marketing.about': 'Tailor advertising on other websites to your interests.',
  'consent.about.cookies':
    'Cookies are small text files a website keeps on your device. We keep your choice in a cookie too, for one year.',
  'consent.about.policy': 'Read our privacy and cookie policy',
  'consent.adjust': 'Adjust',
  'consent.allowSelection': 'Allow selection',
  'consent.allowAll': 'Allow all',
};
