// Codecs of the mock's own routes (/__mock/*): not part of the storefront contract, so they live here and
// not in `domain`. Admin replies are plain JSON objects (no `{ status, data }` envelope); errors use ErrorReply.
import * as t from 'io-ts';
import { AppConfig, NonEmptyString, PositiveInt, nullable } from '@etalage/domain';

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

export const StoredEventCodec = t.type({ seq: t.number, type: t.string, at: t.string, data: t.unknown }, 'StoredEvent');
export const EventsQuery = t.exact(t.partial({ after: t.string, limit: t.string, type: t.string }), 'EventsQuery');
export const EventsReply = t.type(
  { total: t.number, lastSeq: t.number, events: t.array(StoredEventCodec) },
  'EventsReply',
);

export const OkReply = t.type({ status: t.literal('success'), message: t.string }, 'OkReply');
export const HealthReply = t.type(
  { status: t.literal('ok'), seed: t.number, events: t.number, uptimeSeconds: t.number },
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
