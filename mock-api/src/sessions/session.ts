// One QA session: its own event store over the shared seed (carts, customers including the named fixtures'
// accounts, orders, payments, mails), its app config override, its armed scenarios, its journal of requests, its
// login back-off and its options. The shared default (requests without a session id) is a session too, with id `default`.
import type { Dataset } from '@etalage/fixtures';
import { Journal } from '../plugins/journal';
import { GlobalScenarios } from '../scenarios/select';
import { AppConfigOverride } from '../state/app-config';
import type { Catalogue } from '../state/catalogue';
import { EventLog } from '../state/log';
import type { StateLimits } from '../state/state';
import { Store } from '../state/store';
import type { Deps, SessionOptions, Settings } from '../services/deps';
import { DEFAULT_THROTTLE, LoginThrottle } from './throttle';

export const DEFAULT_SESSION = 'default';

/** What every session of a server shares: the data, its indexes, the settings and the bounds. */
export interface SessionShared {
  dataset: Dataset;
  catalogue: Catalogue;
  settings: Settings;
  limits: StateLimits;
  eventsKept: number;
  now: () => Date;
}

export class MockSession implements Deps {
  readonly store: Store;
  readonly scenarios = new GlobalScenarios();
  /** PATCH /__mock/app-config of this session: the seeded config with QA's override merged over it. */
  readonly appConfig: AppConfigOverride;
  readonly journal: Journal;
  readonly throttle: LoginThrottle;
  readonly catalogue: Catalogue;
  readonly settings: Settings;
  readonly createdAt: Date;
  lastUsedAt: Date;

  constructor(
    readonly id: string,
    public name: string | null,
    public options: SessionOptions,
    private readonly shared: SessionShared,
    { log = new EventLog(null), journalSize }: { log?: EventLog; journalSize: number },
  ) {
    this.store = new Store(shared.dataset, log, {
      limits: shared.limits,
      eventsKept: shared.eventsKept,
      now: shared.now,
    });
    this.appConfig = new AppConfigOverride(shared.dataset.app);
    this.journal = new Journal(journalSize);
    this.throttle = new LoginThrottle(DEFAULT_THROTTLE, () => shared.now().getTime());
    this.catalogue = shared.catalogue;
    this.settings = shared.settings;
    this.createdAt = shared.now();
    this.lastUsedAt = this.createdAt;
  }

  touch(): void {
    this.lastUsedAt = this.shared.now();
  }

  /** Back to the seeded state: events, app config, scenarios, journal, back-off. Name and options stay. */
  reset(): void {
    this.store.reset();
    this.appConfig.clear();
    this.scenarios.clear();
    this.journal.clear();
    this.throttle.clear();
  }

  close(): void {
    this.store.close();
  }
}
