// Every route of the storefront (spec §2), in one place.
import { type RouteConfig, index, layout, route } from '@react-router/dev/routes';

export default [
  layout('layouts/shop.tsx', [
    // `/`, `/home`, `/blogs`, `/events`, posts, content pages and categories (with filter segments)
    // all resolve through the content API; the catch-all renders by the page's view.
    index('routes/content.tsx', { id: 'home' }),
    route('product/:id/*', 'routes/product.tsx'),
    route('account/login', 'routes/account-login.tsx'),
    route('account/register', 'routes/account-register.tsx'),
    route('account/reset', 'routes/account-reset.tsx'),
    // The account layout: the account menu beside every page of the customer's account.
    layout('layouts/account.tsx', [
      route('account/overview', 'routes/account-overview.tsx'),
      route('account/orders', 'routes/account-orders.tsx'),
      route('account/orders/:id', 'routes/account-order.tsx'),
      route('account/addresses', 'routes/account-addresses.tsx'),
      route('account/invoices', 'routes/account-invoices.tsx'),
      route('account/tickets', 'routes/account-tickets.tsx'),
      route('account/tickets/:id', 'routes/account-ticket.tsx'),
      route('account/information', 'routes/account-information.tsx'),
    ]),
    // The cart as a page: the cart link's page without JavaScript, and the cart forms' action.
    route('cart', 'routes/cart.tsx'),
    route('*', 'routes/content.tsx', { id: 'content' }),
  ]),
  // A file, not a page: an invoice as a PDF.
  route('account/invoices/:id/pdf', 'routes/account-invoice-pdf.ts'),
  // No page: the logout form's action (a shopper before or without JavaScript).
  route('account/logout', 'routes/account-logout.ts'),
  // `/checkout`, `/checkout/login`, `/checkout/{step}` (Dutch or English) and `/checkout/{paymentUid}`.
  layout('layouts/checkout.tsx', [route('checkout/:slug?', 'routes/checkout.tsx')]),
] satisfies RouteConfig;
