// The mock's own routes (/__mock/*): their codecs and, at the bottom, their table (method, path, session scope,
// request and reply codecs, error answers), the one source of their registration (routes/__mock), the OpenAPI
// document and the contract tests, as the endpoint table is for the storefront's calls. Not part of the
// storefront contract, so they live here and not in `domain`. Admin replies are plain JSON objects (no
// `{ status, data }` envelope); errors use ErrorReply.
import * as t from 'io-ts';
import { endpoints } from '@etalage/domain/api';
import { AppConfig } from '@etalage/domain/app';
import { NonEmptyString, PositiveInt, nullable } from '@etalage/domain/shared';
import { StoredEventCodec as DomainEvent } from '../state/event-codecs';

const Credentials = t.type({ email: t.string, password: t.string });
const ProductRefFixture = t.type({ id: t.string, slug: t.string, title: t.string });

/** GET /__mock/fixtures: the named entities of docs/fixtures.md (keys fixed by the QA issue). */
export const NamedFixturesReply = t.type(
  {
    customers: t.type({ known: Credentials, inactive: Credentials }),
    coupons: t.type({
      percentage: t.type({ code: t.string, percentage: t.number }),
      fixed: t.type({ code: t.string, amount: t.number }),
    }),
    products: t.type({
      simple: ProductRefFixture,
      variations: ProductRefFixture,
      options: ProductRefFixture,
      madeToMeasure: ProductRefFixture,
      outOfStock: ProductRefFixture,
      lowStock: ProductRefFixture,
      backorder: ProductRefFixture,
    }),
    categories: t.type({ large: t.type({ slug: t.string }), singleProduct: t.type({ slug: t.string }) }),
    addresses: t.type({
      nl: t.type({ zipCode: t.string, houseNumber: t.string, street: t.string, city: t.string }),
      be: t.type({ zipCode: t.string, city: t.string, query: t.string }),
    }),
  },
  'NamedFixturesReply',
);

export const ScenarioInfo = t.type(
  {
    name: t.string,
    kind: t.keyof({ respond: null, flag: null, transport: null }),
    description: t.string,
    /** Endpoint table keys, or ['*'] for every call. */
    endpoints: t.array(t.string),
    argument: nullable(t.type({ name: t.string, default: t.number, min: t.number, max: t.number })),
  },
  'ScenarioInfo',
);

export const ActiveScenario = t.type(
  { id: t.number, name: t.string, endpoint: nullable(t.string), remaining: nullable(t.number) },
  'ActiveScenario',
);

export const ScenariosReply = t.type(
  { available: t.array(ScenarioInfo), active: t.array(ActiveScenario) },
  'ScenariosReply',
);

/**
 * POST /__mock/scenarios: `name` may carry an argument (`slow:3000`); `endpoint` narrows it to one key of the
 * endpoint table; `times` switches it off after that many answers.
 */
export const ScenarioRequest = t.exact(
  t.intersection([t.type({ name: NonEmptyString }), t.partial({ endpoint: NonEmptyString, times: PositiveInt })]),
  'ScenarioRequest',
);
export const ScenarioAddedReply = t.type(
  { status: t.literal('success'), scenario: ActiveScenario },
  'ScenarioAddedReply',
);

export const JournalEntry = t.type(
  {
    id: t.number,
    at: t.string,
    method: t.string,
    url: t.string,
    endpoint: nullable(t.string),
    status: nullable(t.number),
    ms: t.number,
    scenarios: t.array(t.string),
    customerId: nullable(t.string),
    body: t.unknown,
  },
  'JournalEntry',
);
export const JournalQuery = t.exact(t.partial({ limit: t.string }), 'JournalQuery');
export const JournalReply = t.type({ capacity: t.number, entries: t.array(JournalEntry) }, 'JournalReply');

/** An event as the feed shows it: secrets redacted (reset tokens kept), so `data` is loosely typed here. */
export const StoredEventCodec = t.type({ seq: t.number, type: t.string, at: t.string, data: t.unknown }, 'StoredEvent');
export const EventsQuery = t.exact(t.partial({ after: t.string, limit: t.string, type: t.string }), 'EventsQuery');
export const EventsReply = t.type(
  {
    total: t.number,
    lastSeq: t.number,
    /** The oldest event still kept in memory (MOCK_EVENTS_KEPT); 1 while all are. */
    oldestKept: t.number,
    events: t.array(StoredEventCodec),
  },
  'EventsReply',
);

export const OkReply = t.type({ status: t.literal('success'), message: t.string }, 'OkReply');
export const HealthReply = t.type(
  { status: t.literal('ok'), seed: t.number, events: t.number, sessions: t.number, uptimeSeconds: t.number },
  'HealthReply',
);

/**
 * GET, PATCH and DELETE /__mock/app-config: the config served now, and the partial config QA set over the
 * seeded one (`{}` when none). A PATCH body is any part of the config (`{ display: { sorting: { sortBy } } }`).
 */
export const AppConfigAdminReply = t.type(
  { status: t.literal('success'), config: AppConfig, override: t.UnknownRecord },
  'AppConfigAdminReply',
);

// ---------------------------------------------------------------------------------------------------
// Sessions, bug-report files and the mailbox

export const MockSessionOptions = t.type({ loginThrottle: t.boolean }, 'MockSessionOptions');

const SessionName = t.refinement(NonEmptyString, (s) => s.length <= 100, 'SessionName');

export const MockSessionInfo = t.type(
  {
    id: t.string,
    name: nullable(t.string),
    createdAt: t.string,
    lastUsedAt: t.string,
    /** Events of this session (its own changes over the seeded data). */
    events: t.number,
    options: MockSessionOptions,
  },
  'MockSessionInfo',
);

export const MockSessionsReply = t.type(
  { capacity: t.number, sessions: t.array(MockSessionInfo) },
  'MockSessionsReply',
);

/** POST /__mock/sessions and PATCH /__mock/sessions/{id}: a name (a label for people) and the options. */
export const MockSessionRequest = t.exact(
  t.partial({ name: SessionName, loginThrottle: t.boolean }),
  'MockSessionRequest',
);
export const MockSessionReply = t.type({ status: t.literal('success'), session: MockSessionInfo }, 'MockSessionReply');

export const SessionParams = t.type({ id: NonEmptyString }, 'SessionParams');

/** POST /__mock/sessions/{id}/login: act as a customer of the session (a bug report's customers have no password to share). */
export const MockLoginRequest = t.exact(t.type({ email: NonEmptyString }), 'MockLoginRequest');
/** The login call's own reply. */
export const MockLoginReply = endpoints.login.reply;

export const ArmedScenario = t.type(
  { name: t.string, endpoint: nullable(t.string), remaining: nullable(PositiveInt) },
  'ArmedScenario',
);

export const SESSION_FILE_FORMAT = 'etalage-mock-session';

/**
 * A bug-report file (GET /__mock/sessions/{id}/export, POST /__mock/sessions/import): the session's events over
 * the seeded data of `seed`, its app-config override and its armed scenarios. Bearer tokens are not in it:
 * logins carry placeholders (`redacted-1`, ...) that an import replaces with fresh tokens.
 */
export const MockSessionFile = t.type(
  {
    format: t.literal(SESSION_FILE_FORMAT),
    version: t.literal(1),
    exportedAt: t.string,
    seed: t.number,
    session: t.type({ id: t.string, name: nullable(t.string), options: MockSessionOptions }),
    appConfig: t.UnknownRecord,
    scenarios: t.array(ArmedScenario),
    events: t.array(DomainEvent),
  },
  'MockSessionFile',
);
export type MockSessionFile = t.TypeOf<typeof MockSessionFile>;

export const ImportQuery = t.exact(t.partial({ name: SessionName }), 'ImportQuery');

export const MailKind = t.keyof({ 'password-reset': null, welcome: null, 'order-confirmation': null }, 'MailKind');

export const Mail = t.type(
  {
    id: t.string,
    at: t.string,
    kind: MailKind,
    to: t.string,
    subject: t.string,
    text: t.string,
    /** The links in the mail: `reset` (the password reset link with its token), `order` (the order page). */
    links: t.array(t.type({ rel: t.string, url: t.string })),
  },
  'Mail',
);
export const MailboxQuery = t.exact(t.partial({ to: t.string, kind: MailKind, limit: t.string }), 'MailboxQuery');
export const MailboxReply = t.type({ mails: t.array(Mail) }, 'MailboxReply');

// ---------------------------------------------------------------------------------------------------
// The table

export type AdminMethod = 'GET' | 'POST' | 'PATCH' | 'DELETE';

export interface AdminRoute {
  method: AdminMethod;
  /** OpenAPI style (`/__mock/sessions/{id}`). */
  path: string;
  summary: string;
  /** Acts on the request's session (X-Mock-Session, `mock-session` query or cookie); else on none or the path's. */
  session: boolean;
  /** Needs no MOCK_ADMIN_TOKEN (health for orchestrators, the payment page for shoppers). */
  open?: boolean;
  params?: t.Mixed;
  query?: t.Mixed;
  body?: t.Mixed;
  /** The JSON reply, or null for an HTML page. */
  reply: t.Mixed | null;
  /** The status of success (200 unless said). */
  status?: number;
  errors: { status: number; when: string }[];
}

const route = (r: AdminRoute): AdminRoute => r;
const GONE = { status: 410, when: 'the session was dropped (least recently used past the cap) or deleted' };
const BAD = { status: 400, when: 'a bad query, body or session id: `errors` names each bad field' };
const UNKNOWN_SESSION = { status: 404, when: 'no session has this id' };

export const ADMIN_ROUTES = {
  health: route({
    method: 'GET',
    path: '/__mock/health',
    summary: 'Liveness, the seed, the events of the default state and the number of sessions.',
    session: false,
    open: true,
    reply: HealthReply,
    errors: [],
  }),
  fixtures: route({
    method: 'GET',
    path: '/__mock/fixtures',
    summary: 'The named fixtures QA and tests rely on.',
    session: false,
    reply: NamedFixturesReply,
    errors: [],
  }),
  scenarios: route({
    method: 'GET',
    path: '/__mock/scenarios',
    summary: "Every scenario (description, endpoints) and the ones armed in the request's session.",
    session: true,
    reply: ScenariosReply,
    errors: [BAD, GONE],
  }),
  scenarioArm: route({
    method: 'POST',
    path: '/__mock/scenarios',
    summary: "Arms a scenario for every request of the request's session (optionally one endpoint, a number of times).",
    session: true,
    body: ScenarioRequest,
    reply: ScenarioAddedReply,
    errors: [BAD, GONE],
  }),
  scenariosClear: route({
    method: 'DELETE',
    path: '/__mock/scenarios',
    summary: "Disarms every scenario of the request's session.",
    session: true,
    reply: OkReply,
    errors: [BAD, GONE],
  }),
  journal: route({
    method: 'GET',
    path: '/__mock/journal',
    summary: "The last requests of the request's session, newest first.",
    session: true,
    query: JournalQuery,
    reply: JournalReply,
    errors: [BAD, GONE],
  }),
  events: route({
    method: 'GET',
    path: '/__mock/events',
    summary: "The events of the request's session, oldest first, secrets redacted (reset tokens kept).",
    session: true,
    query: EventsQuery,
    reply: EventsReply,
    errors: [BAD, GONE],
  }),
  mailbox: route({
    method: 'GET',
    path: '/__mock/mailbox',
    summary: "The mails the request's session sent (password reset links, welcome, order confirmations), newest first.",
    session: true,
    query: MailboxQuery,
    reply: MailboxReply,
    errors: [BAD, GONE],
  }),
  appConfig: route({
    method: 'GET',
    path: '/__mock/app-config',
    summary: "The app config the request's session serves, and the override QA set over the seeded one.",
    session: true,
    reply: AppConfigAdminReply,
    errors: [BAD, GONE],
  }),
  appConfigPatch: route({
    method: 'PATCH',
    path: '/__mock/app-config',
    summary:
      "Merges a partial app config over the session's (checked by the config codec: a 400 names each bad field, nothing changes).",
    session: true,
    body: t.unknown,
    reply: AppConfigAdminReply,
    errors: [BAD, GONE],
  }),
  appConfigClear: route({
    method: 'DELETE',
    path: '/__mock/app-config',
    summary: "Back to the seeded app config for the request's session.",
    session: true,
    reply: AppConfigAdminReply,
    errors: [BAD, GONE],
  }),
  reset: route({
    method: 'POST',
    path: '/__mock/reset',
    summary:
      "Back to the seeded state for the request's session only: events, app config, scenarios, journal, back-off.",
    session: true,
    reply: OkReply,
    errors: [BAD, GONE],
  }),
  sessions: route({
    method: 'GET',
    path: '/__mock/sessions',
    summary: 'The live sessions, most recently used first, and the cap.',
    session: false,
    reply: MockSessionsReply,
    errors: [],
  }),
  sessionCreate: route({
    method: 'POST',
    path: '/__mock/sessions',
    summary: 'Creates an isolated session (seeded data plus only its own events); optionally named.',
    session: false,
    body: MockSessionRequest,
    reply: MockSessionReply,
    status: 201,
    errors: [BAD],
  }),
  session: route({
    method: 'GET',
    path: '/__mock/sessions/{id}',
    summary: 'One session.',
    session: false,
    params: SessionParams,
    reply: MockSessionReply,
    errors: [UNKNOWN_SESSION, GONE],
  }),
  sessionUpdate: route({
    method: 'PATCH',
    path: '/__mock/sessions/{id}',
    summary: "Renames a session or changes its options (the login back-off's on or off).",
    session: false,
    params: SessionParams,
    body: MockSessionRequest,
    reply: MockSessionReply,
    errors: [BAD, UNKNOWN_SESSION, GONE],
  }),
  sessionDelete: route({
    method: 'DELETE',
    path: '/__mock/sessions/{id}',
    summary: 'Drops a session; requests that still name it answer 410.',
    session: false,
    params: SessionParams,
    reply: OkReply,
    errors: [{ status: 400, when: 'the default session cannot be deleted (reset it)' }, UNKNOWN_SESSION, GONE],
  }),
  sessionExport: route({
    method: 'GET',
    path: '/__mock/sessions/{id}/export',
    summary: "A bug-report file: the session's events, app-config override and armed scenarios, as an attachment.",
    session: false,
    params: SessionParams,
    reply: MockSessionFile,
    errors: [
      UNKNOWN_SESSION,
      GONE,
      { status: 409, when: 'older events of the session are no longer kept in memory (MOCK_EVENTS_KEPT)' },
    ],
  }),
  sessionImport: route({
    method: 'POST',
    path: '/__mock/sessions/import',
    summary:
      'Loads a bug-report file into a new session (validated first: a 400 names the bad event, nothing is applied).',
    session: false,
    query: ImportQuery,
    body: MockSessionFile,
    reply: MockSessionReply,
    status: 201,
    errors: [BAD],
  }),
  sessionLogin: route({
    method: 'POST',
    path: '/__mock/sessions/{id}/login',
    summary:
      'A bearer token of a customer of the session, without the password (to open an imported bug report as that customer).',
    session: false,
    params: SessionParams,
    body: MockLoginRequest,
    reply: MockLoginReply,
    errors: [
      BAD,
      { status: 404, when: 'no session has this id, or the session has no customer with this e-mail' },
      GONE,
    ],
  }),
  payPage: route({
    method: 'GET',
    path: '/__mock/pay/{paymentUid}',
    summary: 'The hosted payment page (HTML) with Pay, Cancel and Fail.',
    session: true,
    open: true,
    params: t.type({ paymentUid: t.string }),
    reply: null,
    errors: [{ status: 404, when: 'no payment has this uid (HTML page)' }, GONE],
  }),
  paySettle: route({
    method: 'POST',
    path: '/__mock/pay/{paymentUid}',
    summary:
      "The payment page's buttons (form post `action=pay|cancel|fail`): settles and answers 303 to the storefront.",
    session: true,
    open: true,
    params: t.type({ paymentUid: t.string }),
    reply: null,
    status: 303,
    errors: [
      { status: 400, when: 'action is not pay, cancel or fail' },
      { status: 404, when: 'no payment has this uid' },
      GONE,
    ],
  }),
} as const satisfies Record<string, AdminRoute>;

export type AdminRouteName = keyof typeof ADMIN_ROUTES;
