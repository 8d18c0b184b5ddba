// Every handler of the endpoint table, by endpoint name. The `Handlers` type makes a missing one a compile
// error, and the contract plugin refuses to start without one.
import type { FastifyInstance } from 'fastify';
import type { Handlers } from '../../plugins/contract';
import { accountHandlers } from './v2/account';
import { appHandlers } from './v2/app';
import { cartHandlers } from './v2/cart';
import { checkoutHandlers } from './v2/checkout';
import { priceHandlers } from './prices';
import { publicHandlers } from './public';
import { searchHandlers } from './search';

export const apiHandlers = (app: FastifyInstance): Handlers => ({
  ...appHandlers(app),
  ...publicHandlers(app),
  ...priceHandlers(),
  ...accountHandlers(),
  ...cartHandlers(),
  ...checkoutHandlers(app),
  ...searchHandlers(app),
});
