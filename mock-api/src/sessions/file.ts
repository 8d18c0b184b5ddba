// Bug-report files: a session written out as one JSON file (its events, app-config override and armed
// scenarios) and read back into a new session on any mock of the same seed, so a developer opens the carts,
// customers and orders a tester saw. Reading validates everything first: the file's shape (each event by its
// codec), the seed, every scenario, and the events folded one by one into a fresh store. A problem is a 400
// naming the field or the event (`events.12`); the new session exists only when all of it fitted.
import type { FieldError } from '@etalage/domain/shared';
import { formatErrors } from '@etalage/domain/shared';
import { isLeft } from 'fp-ts/lib/Either.js';
import { MockSessionFile, SESSION_FILE_FORMAT } from '../admin/contract';
import { HttpError, invalid } from '../lib/http-error';
import { token as newToken } from '../lib/ids';
import type { Catalogue } from '../state/catalogue';
import type { StoredEvent } from '../state/events';
import { ReplayError } from '../state/store';
import { parseScenario, scenarioLabel } from '../scenarios/select';
import type { MockSession } from './session';

const PLACEHOLDER = 'redacted-';

/** The file of a session. Bearer tokens are replaced by placeholders (the same token, the same placeholder). */
export const exportSession = (session: MockSession): MockSessionFile => {
  if (!session.store.isComplete) {
    throw new HttpError(409, {
      status: 'error',
      message: 'export_incomplete',
      errors: [
        {
          path: 'params.id',
          message: `keeps only its events from seq ${session.store.oldestKept} in memory (MOCK_EVENTS_KEPT)`,
        },
      ],
    });
  }
  const placeholders = new Map<string, string>();
  const hide = (token: string): string => {
    let placeholder = placeholders.get(token);
    if (placeholder === undefined) placeholders.set(token, (placeholder = `${PLACEHOLDER}${placeholders.size + 1}`));
    return placeholder;
  };
  const events = session.store.events().map((event): StoredEvent => {
    if (event.type === 'CustomerLoggedIn' || event.type === 'CustomerLoggedOut')
      return { ...event, data: { ...event.data, token: hide(event.data.token) } } as StoredEvent;
    return event;
  });
  return {
    format: SESSION_FILE_FORMAT,
    version: 1,
    exportedAt: session.store.now().toISOString(),
    seed: session.store.dataset.seed,
    session: { id: session.id, name: session.name, options: { ...session.options } },
    appConfig: session.appConfig.patch,
    scenarios: session.scenarios.all().map((s) => ({
      name: scenarioLabel(s),
      endpoint: s.endpoint,
      remaining: s.remaining as MockSessionFile['scenarios'][number]['remaining'],
    })),
    events,
  };
};

/** Products a line event names must be in the catalogue (the fold itself does not look). */
const unknownProduct = (catalogue: Catalogue, event: StoredEvent): string | null => {
  if (event.type === 'LineAdded')
    return catalogue.products.has(event.data.productId) ? null : `names product ${event.data.productId}, unknown here`;
  if (event.type === 'CartsMerged') {
    const line = event.data.lines.find((l) => !catalogue.products.has(l.productId));
    return line ? `names product ${line.productId}, unknown here` : null;
  }
  return null;
};

/**
 * Reads a file into `session` (new and empty; the caller registers it only when this returns). Throws a 400
 * naming what does not fit.
 */
export const importSession = (body: unknown, session: MockSession): MockSession => {
  const decoded = MockSessionFile.decode(body);
  if (isLeft(decoded)) throw invalid(formatErrors(decoded.left));
  const file = decoded.right;
  const errors: FieldError[] = [];
  if (file.seed !== session.store.dataset.seed)
    errors.push({ path: 'seed', message: `is ${file.seed}; this mock runs seed ${session.store.dataset.seed}` });
  const scenarios = file.scenarios.map((armed, index) => {
    const spec = parseScenario(armed.endpoint === null ? armed.name : `${armed.name}@${armed.endpoint}`);
    if (typeof spec === 'string') errors.push({ path: `scenarios.${index}.name`, message: spec });
    return { spec, times: armed.remaining };
  });
  // The session is not live yet: applying the override here changes nothing anyone sees if a later check fails.
  if (Object.keys(file.appConfig).length > 0) {
    const config = session.appConfig.apply(file.appConfig);
    if (!config.ok) errors.push(...config.errors.map((e) => ({ ...e, path: `appConfig.${e.path}` })));
  }
  file.events.forEach((event, index) => {
    const problem = unknownProduct(session.catalogue, event as StoredEvent);
    if (problem) errors.push({ path: `events.${index}`, message: problem });
  });
  if (errors.length > 0) throw invalid(errors);

  const tokens = new Map<string, string>();
  const real = (placeholder: string): string => {
    let token = tokens.get(placeholder);
    if (token === undefined) tokens.set(placeholder, (token = newToken()));
    return token;
  };
  const events = (file.events as StoredEvent[]).map((event): StoredEvent => {
    if (event.type === 'CustomerLoggedIn' || event.type === 'CustomerLoggedOut')
      return { ...event, data: { ...event.data, token: real(event.data.token) } } as StoredEvent;
    return event;
  });
  try {
    session.store.replay(events);
  } catch (error) {
    if (error instanceof ReplayError) throw invalid([{ path: `events.${error.index}`, message: error.message }]);
    throw error;
  }
  for (const { spec, times } of scenarios) if (typeof spec !== 'string') session.scenarios.add(spec, times);
  session.options = { ...file.session.options };
  return session;
};
