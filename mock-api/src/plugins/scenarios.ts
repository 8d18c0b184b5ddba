// Scenario plumbing: which scenarios a request carries (header, cookie, its session's armed list), running the transport
// faults before anything else and the answer scenarios after validation, and marking what was applied in the
// `X-Mock-Scenario-Applied` header. The scenarios themselves are listed in ../scenarios/catalog.ts.
import { setTimeout as delay } from 'node:timers/promises';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { EndpointName } from '@etalage/domain/api';
import { scenarioLabel, selectScenarios, type Activation } from '../scenarios/select';
import type { MockSession } from '../sessions/session';
import { JSON_TYPE } from '../lib/media-types';
import { cookieOf } from './cookies';

export const SCENARIO_HEADER = 'x-mock-scenario';
export const SCENARIO_COOKIE = 'mock-scenario';
export const APPLIED_HEADER = 'x-mock-scenario-applied';
export const UNKNOWN_HEADER = 'x-mock-scenario-unknown';

/** The scenarios of one request and the ones that took effect. */
export class RequestScenarios {
  readonly applied: string[] = [];

  constructor(
    readonly active: readonly Activation[],
    readonly unknown: readonly string[],
  ) {}

  /** The first active scenario passing `test`, marked applied. */
  take(test: (activation: Activation) => boolean): Activation | null {
    const found = this.active.find(test);
    if (!found) return null;
    found.consume();
    this.applied.push(scenarioLabel(found));
    return found;
  }

  flag(name: string): boolean {
    return this.take((a) => a.def.kind === 'flag' && a.def.name === name) !== null;
  }

  has(name: string): boolean {
    return this.active.some((a) => a.def.name === name);
  }
}

declare module 'fastify' {
  interface FastifyRequest {
    /** null when the request carries no scenario and none is set globally (the fast path). */
    scenarios: RequestScenarios | null;
  }
}

export const registerScenarios = (app: FastifyInstance): void => {
  app.decorateRequest('scenarios', null);

  app.addHook('onSend', (request, reply, payload, done) => {
    const scenarios = request.scenarios;
    if (scenarios === null) return done(null, payload);
    if (scenarios.unknown.length > 0) reply.header(UNKNOWN_HEADER, scenarios.unknown.join(','));
    let body = payload;
    if (scenarios.take((a) => a.def.name === 'malformed-json')) {
      const text = typeof payload === 'string' ? payload : Buffer.isBuffer(payload) ? payload.toString() : '{';
      body = text.slice(0, Math.max(1, Math.floor(text.length / 2)));
      reply.code(200);
    }
    if (scenarios.applied.length > 0) reply.header(APPLIED_HEADER, scenarios.applied.join(','));
    done(null, body);
  });
};

/**
 * Selects the request's scenarios (null when it carries none and its session has none armed: the common,
 * synchronous path) and runs slow, drop-connection and status-NNN. Resolves true when it answered.
 */
export const runTransportScenarios = (
  session: MockSession,
  endpoint: EndpointName,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<boolean> | null => {
  const header = request.headers[SCENARIO_HEADER];
  const cookie = cookieOf(request, SCENARIO_COOKIE);
  if (header === undefined && cookie === undefined && session.scenarios.all().length === 0) return null;
  const { active, unknown } = selectScenarios(
    endpoint,
    Array.isArray(header) ? header.join(',') : header,
    cookie,
    session.scenarios,
  );
  const scenarios = new RequestScenarios(active, unknown);
  request.scenarios = scenarios;
  return applyTransport(session, endpoint, scenarios, request, reply);
};

const applyTransport = async (
  session: MockSession,
  endpoint: EndpointName,
  scenarios: RequestScenarios,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<boolean> => {
  const slow = scenarios.take((a) => a.def.name === 'slow');
  if (slow) await delay(slow.arg ?? 0);

  if (scenarios.take((a) => a.def.name === 'drop-connection')) {
    session.journal.recordDropped(request, scenarios.applied);
    reply.hijack();
    request.raw.socket.destroy();
    return true;
  }

  const status = scenarios.take((a) => a.def.kind === 'transport' && a.def.respond !== undefined);
  if (status?.def.respond) {
    sendAnswer(reply, status.def.respond(endpoint));
    return true;
  }
  return false;
};

type ScenarioAnswer = ReturnType<NonNullable<Activation['def']['respond']>>;

/** Sends a scenario's canned answer (status, headers, JSON body) instead of the handler's. */
const sendAnswer = (reply: FastifyReply, answer: ScenarioAnswer): void => {
  void reply
    .code(answer.status)
    .headers(answer.headers ?? {})
    .type(JSON_TYPE)
    .send(answer.body);
};

/** Runs the first answer scenario (spec §8 errors) instead of the handler. True when it answered. */
export const runRespondScenarios = (endpoint: EndpointName, request: FastifyRequest, reply: FastifyReply): boolean => {
  const scenarios = request.scenarios;
  if (scenarios === null) return false;
  const found = scenarios.take((a) => a.def.kind === 'respond');
  if (!found?.def.respond) return false;
  sendAnswer(reply, found.def.respond(endpoint));
  return true;
};
