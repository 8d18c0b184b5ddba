// English (en-US) words of the search area (docs/i18n.md "Areas"): loaded with the pages and parts that use them.

/** Key → ICU message, as in the core bundle (`../types.ts` Messages). */
export const messages: Readonly<Record<string, string>> = {
  'search.title': 'Search',
  'search.label': 'Search the shop',
  'search.placeholder': 'Search products, categories and inspiration',
  'search.clear': 'Clear search',
  'search.results': 'Search results',
  'search.count': '{count, plural, =0 {No results} one {# result} other {# results}}',
  'search.notFound': 'No search results found',
  'search.findSomethingElse': 'Search for something else, for example a product name, brand or material.',
};
