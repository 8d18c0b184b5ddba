// /cart (docs/decisions/cart-page.md): the shopper's cart as a page, rendered privately from the cart cookie (never
// cached, never indexed). Its action takes the cart's forms sent before or without JavaScript, from this page and
// from the cart panel on any page (forms/cart.ts): a line's quantity or removal, a coupon applied or removed.
import type { Route } from './+types/cart';
import { defineScopeRoute, page, defineScopeAction } from '~/effector/route';
import { scopeTranslator, shopPageTitle } from '~/i18n/translator';
import { noindexMeta } from '~/lib/seo';
import { cartIntents } from '~/forms/cart';
import { CartPage } from '~/features/cart/cart-page';

/** The shell loads the cart (a private render); the page has nothing of its own to start. */
const route = defineScopeRoute({
  outcome: (scope) => page({ title: shopPageTitle(scope, scopeTranslator(scope)('cart.page.title')) }),
});

export const meta: Route.MetaFunction = ({ data: loaderData }) => noindexMeta(loaderData?.title);

export const loader = route.loader;
export const clientLoader = route.clientLoader;
export const action = defineScopeAction(route, cartIntents);

export default function CartRoute() {
  return <CartPage />;
}
