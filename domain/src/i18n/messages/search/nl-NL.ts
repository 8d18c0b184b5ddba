// Dutch (nl-NL) words of the search area (docs/i18n.md "Areas"): loaded with the pages and parts that use them.

/** Key → ICU message, as in the core bundle (`../types.ts` Messages). */
export const messages: Readonly<Record<string, string>> = {
  'search.title': 'Zoeken',
  'search.label': 'Zoek in de winkel',
  'search.placeholder': 'Zoek producten, categorieën en inspiratie',
  'search.clear': 'Zoekopdracht wissen',
  'search.results': 'Zoekresultaten',
  'search.count': '{count, plural, =0 {Geen resultaten} one {# resultaat} other {# resultaten}}',
  'search.notFound': 'Geen zoekresultaten gevonden',
  'search.findSomethingElse': 'Zoek op iets anders, bijvoorbeeld een productnaam, merk of materiaal.',
};
