// The QA admin routes (/__mock/*): named fixtures, global scenarios, the journal, the event log, reset and
// health (the app config override has its own file, app-config.ts). Not part of the storefront contract; their codecs are in ../../admin/contract.ts.
import type { FastifyInstance, FastifyReply } from 'fastify';
import type * as t from 'io-ts';
import { isLeft } from 'fp-ts/lib/Either.js';
import { endpoints, formatErrors, type EndpointName } from '@etalage/domain';
import { NAMED } from '@etalage/fixtures';
import {
  EventsQuery,
  EventsReply,
  HealthReply,
  JournalQuery,
  JournalReply,
  NamedFixturesReply,
  OkReply,
  ScenarioAddedReply,
  ScenarioRequest,
  ScenariosReply,
} from '../../admin/contract';
import { invalid } from '../../lib/http-error';
import { encodeReply, JSON_TYPE } from '../../plugins/contract';
import { SCENARIOS } from '../../scenarios/catalog';
import { parseScenario, scenarioLabel, type GlobalScenario } from '../../scenarios/select';

const decode = <C extends t.Mixed>(codec: C, value: unknown): t.TypeOf<C> => {
  const result = codec.decode(value ?? {});
  if (isLeft(result)) throw invalid(formatErrors(result.left));
  return result.right;
};

const wholeNumber = (field: string, text: string | undefined, fallback: number): number => {
  if (text === undefined) return fallback;
  const n = Number(text);
  if (!Number.isInteger(n) || n < 0) throw invalid([{ path: field, message: 'must be a whole number of 0 or more' }]);
  return n;
};

const activeView = (entry: GlobalScenario) => ({
  id: entry.id,
  name: scenarioLabel(entry),
  endpoint: entry.endpoint,
  remaining: entry.remaining,
});

export const registerAdmin = (app: FastifyInstance, checkReplies: boolean): void => {
  const send = (reply: FastifyReply, codec: t.Mixed, value: unknown, where: string) =>
    reply.type(JSON_TYPE).send(encodeReply(codec, value, checkReplies, where));
  const startedAt = Date.now();

  app.get('/__mock/health', async (_request, reply) =>
    send(
      reply,
      HealthReply,
      {
        status: 'ok',
        seed: app.store.dataset.seed,
        events: app.store.eventCount,
        uptimeSeconds: Math.round((Date.now() - startedAt) / 1000),
      },
      'GET /__mock/health',
    ),
  );

  app.get('/__mock/fixtures', async (_request, reply) =>
    send(reply, NamedFixturesReply, NAMED, 'GET /__mock/fixtures'),
  );

  const scenariosView = () => ({
    available: SCENARIOS.map((s) => ({
      name: s.name,
      kind: s.kind,
      description: s.description,
      endpoints: s.endpoints === 'all' ? ['*'] : [...s.endpoints],
      argument: s.argument ?? null,
    })),
    active: app.scenarios.all().map(activeView),
  });

  app.get('/__mock/scenarios', async (_request, reply) =>
    send(reply, ScenariosReply, scenariosView(), 'GET /__mock/scenarios'),
  );

  app.post('/__mock/scenarios', async (request, reply) => {
    const body = decode(ScenarioRequest, request.body);
    const spec = parseScenario(body.name);
    if (typeof spec === 'string') throw invalid([{ path: 'name', message: spec }]);
    if (body.endpoint !== undefined) {
      if (!Object.hasOwn(endpoints, body.endpoint))
        throw invalid([{ path: 'endpoint', message: 'is not an endpoint name (a key of the endpoint table)' }]);
      if (spec.endpoint !== null && spec.endpoint !== body.endpoint)
        throw invalid([{ path: 'endpoint', message: `conflicts with @${spec.endpoint} in name` }]);
      spec.endpoint = body.endpoint as EndpointName;
    }
    const entry = app.scenarios.add(spec, body.times ?? null);
    return send(
      reply,
      ScenarioAddedReply,
      { status: 'success', scenario: activeView(entry) },
      'POST /__mock/scenarios',
    );
  });

  app.delete('/__mock/scenarios', async (_request, reply) => {
    app.scenarios.clear();
    return send(reply, OkReply, { status: 'success', message: 'scenarios_cleared' }, 'DELETE /__mock/scenarios');
  });

  app.get('/__mock/journal', async (request, reply) => {
    const query = decode(JournalQuery, request.query);
    const limit = wholeNumber('limit', query.limit, app.journal.capacity);
    return send(
      reply,
      JournalReply,
      { capacity: app.journal.capacity, entries: app.journal.entries(limit) },
      'GET /__mock/journal',
    );
  });

  app.get('/__mock/events', async (request, reply) => {
    const query = decode(EventsQuery, request.query);
    const after = wholeNumber('after', query.after, 0);
    const limit = wholeNumber('limit', query.limit, 1000);
    const events = app.store.events({ after, limit, type: query.type });
    return send(
      reply,
      EventsReply,
      { total: app.store.eventCount, lastSeq: app.store.state.seq, events },
      'GET /__mock/events',
    );
  });

  app.post('/__mock/reset', async (_request, reply) => {
    app.store.reset();
    app.appConfig.clear();
    app.scenarios.clear();
    app.journal.clear();
    return send(reply, OkReply, { status: 'success', message: 'reset' }, 'POST /__mock/reset');
  });
};
