// Dutch (nl-NL) words of the consent area (docs/i18n.md "Areas"): loaded with the pages and parts that use them.

/** Key → ICU message, as in the core bundle (`../types.ts` Messages). */
export const messages: Readonly<Record<string, string>> = {
  'consent.title': 'Cookies op deze webwinkel',
  'consent.tabs': 'Cookie-instellingen',
  'consent.tab.condition': 'Toestemming',
  'consent.tab.details': 'Details',
  'consent.tab.about': 'Over cookies',
  'consent.condition.intro':
    'Wij gebruiken cookies en vergelijkbare technieken om de webwinkel te laten werken, je voorkeuren te onthouden, te meten hoe de winkel gebruikt wordt en advertenties op jou af te stemmen. Met ‘Alles toestaan’ geef je toestemming voor alle cookies; via ‘Aanpassen’ kies je zelf.',
  'consent.condition.change': 'Je kunt je keuze altijd wijzigen via ‘Cookie-instellingen’ onderaan elke pagina.',
  'consent.category.necessary': 'Noodzakelijk',
  'consent.category.necessary.about':
    'Nodig om de webwinkel te laten werken: je winkelwagen, inloggen en afrekenen. Altijd aan.',
  'consent.category.preferences': 'Voorkeuren',
  'consent.category.preferences.about': 'Onthouden je keuzes, zoals taal en weergave, voor een persoonlijkere winkel.',
  'consent.category.statistics': 'Statistieken',
  'consent.category.statistics.about':
    'Meten anoniem hoe bezoekers de winkel gebruiken, zodat we hem kunnen verbeteren.',
  'consent.category.marketing': 'Marketing',
  'consent.category.marketing.about': 'Stemmen advertenties op andere websites af op je interesses.',
  'consent.about.cookies':
    'Cookies zijn kleine tekstbestanden die een website op je apparaat bewaart. Je keuze bewaren we zelf ook in een cookie, een jaar lang.',
  'consent.about.policy': 'Lees ons privacy- en cookiebeleid',
  'consent.adjust': 'Aanpassen',
  'consent.allowSelection': 'Selectie toestaan',
  'consent.allowAll': 'Alles toestaan',
};
