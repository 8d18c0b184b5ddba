// The ground floor every model builds on: codec helpers, shared entities, dates, numbers, the route of a call and
// the endpoint entry.
export {
  nullable,
  NonEmptyString,
  NonNegativeInt,
  PositiveInt,
  Money,
  CountryCode,
  Locale,
  success,
  FieldError,
  ErrorReply,
  StatusReply,
  EmptyBody,
  formatErrors,
  decodeOrThrow,
  Bytes,
  oneOf,
} from './codec';
export { COUNTRY_CODES, LOCALE_CODES, SORTS, isCountryCode, isLocale } from './guards';
export { formatDate, formatDateTime } from './dates';
export {
  decimalSeparatorOf,
  numberFormatOf,
  pluralRulesOf,
  type NumberFormatter,
  type PluralSelector,
} from './numbers';
export {
  type Contract,
  type Endpoint,
  type NamedEndpoint,
  NoParams,
  param,
  notFound,
  unprocessable,
  contractTable,
} from './endpoint';
export {
  type Method,
  type Auth,
  type Params,
  type Route,
  type RouteFacts,
  type NamedRoute,
  route,
  routeTable,
} from './route';
export { Image, Stock, BreadcrumbItem, Breadcrumb, Seo, Post } from './entities';
