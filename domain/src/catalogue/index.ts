// Categories, content pages and posts (spec §4 Catalogue): the contract, the URL rules and the page model.
export {
  ProductSummary,
  SubCategory,
  CheckboxFilter,
  PriceRangeFilter,
  Filter,
  ContentData,
  ContentRequest,
  ContentReply,
  NavigationItem,
  RouteRule,
  RouteRuleRequest,
  RouteRuleReply,
} from './contract';
export { productPath, breadcrumbBack, catalogPageProblems } from './lib';
export {
  catalogueUrl,
  contentPageStarted,
  $location,
  $page,
  $contentStatus,
  $isContentLoading,
  $categoryBranch,
  $singleProductRedirect,
  $routeRedirect,
  fetchRouteRuleFx,
  $totalPages,
  $totalHits,
} from './model';
// The filters, sort, pagination and facets: their own entry (`@etalage/domain/catalogue/filters`), loaded with the
// catalogue's view.
