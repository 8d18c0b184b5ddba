// A model's entries are its routes with their contracts (endpoint.ts, route.ts): each fact has one home, and a route
// without a contract or a contract without a route cannot make a table.
import * as t from 'io-ts';
import { describe, expect, it } from 'vitest';
import { ErrorReply, StatusReply } from './codec';
import { NoParams, contractTable, notFound, param } from './endpoint';
import { route, routeTable, type Params } from './route';

const Reply = t.type({ status: t.literal('success'), data: t.string });
const routes = routeTable({
  one: route<{ params: Params<'id'>; reply: typeof Reply }>({
    method: 'GET',
    path: '/api/one/{id}',
    read: true,
    auth: 'none',
  }),
  two: route<{ body: typeof ErrorReply; reply: typeof StatusReply }>({
    method: 'POST',
    path: '/api/two',
    read: false,
    auth: 'bearer',
  }),
});
const contracts = {
  one: { summary: 'One.', tag: 'demo', params: param('id'), body: null, reply: Reply, errors: [notFound('never')] },
  two: { summary: 'Two.', tag: 'demo', params: NoParams, body: ErrorReply, reply: StatusReply, errors: [] },
};

describe('the entries of a table', () => {
  it('are the routes, named, with their contracts', () => {
    const table = contractTable(routes, contracts);
    expect(table.one).toEqual({ ...routes.one, ...contracts.one, name: 'one' });
    expect(table.two).toMatchObject({ name: 'two', method: 'POST', auth: 'bearer', reply: StatusReply, tag: 'demo' });
  });

  it('cannot be made when a route has no contract or a contract no route', () => {
    const { two, ...onlyOne } = contracts;
    // @ts-expect-error -- the route `two` has no contract
    expect(() => contractTable(routes, onlyOne)).toThrow(
      'Routes without a contract: two; contracts without a route: none',
    );
    expect(() =>
      // @ts-expect-error -- `three` is no route
      contractTable(routes, { ...contracts, three: two }),
    ).toThrow('Routes without a contract: none; contracts without a route: three');
  });

  it('takes only the codecs its route is typed by', () => {
    // @ts-expect-error -- the route `one` replies `Reply`, not a StatusReply
    contractTable(routes, { ...contracts, one: { ...contracts.one, reply: StatusReply } });
    // @ts-expect-error -- the route `one` sends no body
    contractTable(routes, { ...contracts, one: { ...contracts.one, body: ErrorReply } });
  });

  it('holds no codec in a route', () => {
    for (const entry of Object.values(routes)) {
      expect(Object.keys(entry).sort()).toEqual(['auth', 'method', 'name', 'path', 'read']);
    }
  });
});
