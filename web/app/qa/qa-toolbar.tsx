// The QA toolbar (docs/qa-scenarios.md "The QA toolbar"): the mock API's scenarios grouped by kind, armed for this
// browser with one click (the mock-scenario cookie, optionally aimed at one endpoint), the armed ones at a glance
// with a one-click clear, a switch to a new isolated session or a reset of this one, and the last requests of the
// session from the journal. Built only into QA builds (QA_TOOLBAR=1 or development) and loaded after hydration,
// so no production build and no cached page carries it. A tool for testers: plain React state and fetch through
// the storefront's /__mock proxy, no store of the shop's models.
import { useCallback, useEffect, useId, useState } from 'react';
import { parse, serialize } from 'cookie';
import './qa-toolbar.css';
import { SCENARIO_COOKIE, SESSION_COOKIE, armedScenarios, scenarioEntry, withScenario } from './scenario-cookie';

interface Scenario {
  name: string;
  kind: string;
  description: string;
  endpoints: string[] | 'all';
}

interface JournalEntry {
  id: number;
  at: string;
  method: string;
  url: string;
  status: number;
  scenarios: string[];
}

const readCookie = (name: string): string | undefined => parse(document.cookie)[name];
const writeCookie = (name: string, value: string | null) => {
  document.cookie = serialize(name, value ?? '', { path: '/', sameSite: 'lax', maxAge: value ? 86_400 : 0 });
};

const mockFetch = async <T,>(path: string, init: RequestInit = {}): Promise<T> => {
  const session = readCookie(SESSION_COOKIE);
  const response = await fetch(`/__mock${path}`, {
    ...init,
    headers: {
      ...(init.body ? { 'content-type': 'application/json' } : {}),
      ...(session ? { 'x-mock-session': session } : {}),
    },
  });
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return (await response.json()) as T;
};

const KIND_LABELS: Record<string, string> = {
  respond: 'Payment and checkout errors',
  flag: 'Shop states and answers',
  transport: 'Transport faults',
};

export default function QaToolbar() {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [scenarios, setScenarios] = useState<Scenario[]>([]);
  const [armed, setArmed] = useState<string[]>(() => armedScenarios(readCookie(SCENARIO_COOKIE)));
  const [session, setSession] = useState<string | undefined>(() => readCookie(SESSION_COOKIE));
  const [journal, setJournal] = useState<JournalEntry[]>([]);
  const [targets, setTargets] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);

  const refreshJournal = useCallback(() => {
    mockFetch<{ entries: JournalEntry[] }>('/journal?limit=8')
      .then(({ entries }) => setJournal(entries))
      .catch((error: Error) => setProblem(error.message));
  }, []);

  useEffect(() => {
    if (!open) return;
    mockFetch<{ available: Scenario[] }>('/scenarios')
      .then(({ available }) => setScenarios(available))
      .catch((error: Error) => setProblem(error.message));
    refreshJournal();
  }, [open, refreshJournal]);

  const arm = (entry: string, on: boolean) => {
    const next = withScenario(armed, entry, on);
    writeCookie(SCENARIO_COOKIE, next.length > 0 ? next.join(',') : null);
    setArmed(next);
  };
  const clearAll = () => {
    writeCookie(SCENARIO_COOKIE, null);
    setArmed([]);
  };
  const newSession = async () => {
    const { session: created } = await mockFetch<{ session: { id: string } }>('/sessions', {
      method: 'POST',
      body: JSON.stringify({ name: 'QA toolbar' }),
    });
    writeCookie(SESSION_COOKIE, created.id);
    setSession(created.id);
    window.location.reload();
  };
  const resetSession = async () => {
    await mockFetch('/reset', { method: 'POST' });
    window.location.reload();
  };
  const leaveSession = () => {
    writeCookie(SESSION_COOKIE, null);
    setSession(undefined);
    window.location.reload();
  };

  const kinds = [...new Set(scenarios.map((scenario) => scenario.kind))];
  return (
    <aside className="qa-toolbar" aria-label="QA toolbar" data-qa-toolbar="">
      <button
        type="button"
        className="qa-toolbar__toggle"
        aria-expanded={open}
        aria-controls={`${id}-body`}
        onClick={() => setOpen(!open)}
      >
        QA{armed.length > 0 ? ` · ${armed.length} armed` : ''}
        {session ? ' · session' : ''}
      </button>
      {open ? (
        <div className="qa-toolbar__body" id={`${id}-body`}>
          {problem ? (
            <p role="alert" className="qa-toolbar__problem">
              The mock API did not answer: {problem}
            </p>
          ) : null}
          <section aria-labelledby={`${id}-armed`}>
            <h2 id={`${id}-armed`}>Armed for this browser</h2>
            {armed.length === 0 ? (
              <p>None: every call answers normally.</p>
            ) : (
              <>
                <ul className="qa-toolbar__chips">
                  {armed.map((entry) => (
                    <li key={entry}>
                      <code>{entry}</code>{' '}
                      <button type="button" onClick={() => arm(entry, false)} aria-label={`Clear ${entry}`}>
                        ×
                      </button>
                    </li>
                  ))}
                </ul>
                <button type="button" onClick={clearAll}>
                  Clear all scenarios
                </button>
              </>
            )}
          </section>
          <section aria-labelledby={`${id}-session`}>
            <h2 id={`${id}-session`}>Session</h2>
            <p>
              {session ? (
                <>
                  Isolated session <code>{session}</code>
                </>
              ) : (
                'The shared default state.'
              )}
            </p>
            <div className="qa-toolbar__actions">
              <button type="button" onClick={() => void newSession().catch((e: Error) => setProblem(e.message))}>
                New isolated session
              </button>
              <button type="button" onClick={() => void resetSession().catch((e: Error) => setProblem(e.message))}>
                Reset this session
              </button>
              {session ? (
                <button type="button" onClick={leaveSession}>
                  Back to the shared state
                </button>
              ) : null}
            </div>
          </section>
          {kinds.map((kind) => (
            <section key={kind} aria-labelledby={`${id}-${kind}`}>
              <h2 id={`${id}-${kind}`}>{KIND_LABELS[kind] ?? kind}</h2>
              <ul className="qa-toolbar__scenarios">
                {scenarios
                  .filter((scenario) => scenario.kind === kind)
                  .map((scenario) => {
                    const target = targets[scenario.name] ?? '';
                    const entry = scenarioEntry(scenario.name, target || null);
                    const isArmed = armed.some((current) => current.split(/[@:]/)[0] === scenario.name);
                    return (
                      <li key={scenario.name}>
                        <button
                          type="button"
                          aria-pressed={isArmed}
                          title={scenario.description}
                          onClick={() => arm(entry, !isArmed)}
                        >
                          {scenario.name}
                        </button>
                        {scenario.endpoints === 'all' ? (
                          <label>
                            <span className="visually-hidden">Endpoint for {scenario.name} (empty: every call)</span>
                            <input
                              className="qa-toolbar__endpoint"
                              value={target}
                              placeholder="@endpoint"
                              size={10}
                              onChange={(event) =>
                                setTargets({ ...targets, [scenario.name]: event.target.value.replace(/^@/, '').trim() })
                              }
                            />
                          </label>
                        ) : scenario.endpoints.length > 1 ? (
                          <label>
                            <span className="visually-hidden">Endpoint for {scenario.name}</span>
                            <select
                              value={target}
                              onChange={(event) => setTargets({ ...targets, [scenario.name]: event.target.value })}
                            >
                              <option value="">any call</option>
                              {scenario.endpoints.map((endpoint) => (
                                <option key={endpoint} value={endpoint}>
                                  @{endpoint}
                                </option>
                              ))}
                            </select>
                          </label>
                        ) : null}
                      </li>
                    );
                  })}
              </ul>
            </section>
          ))}
          <section aria-labelledby={`${id}-journal`}>
            <h2 id={`${id}-journal`}>Last requests</h2>
            <button type="button" onClick={refreshJournal}>
              Refresh
            </button>
            <ol className="qa-toolbar__journal">
              {journal.map((entry) => (
                <li key={entry.id}>
                  <code>
                    {entry.method} {entry.url}
                  </code>{' '}
                  <strong>{entry.status}</strong>
                  {entry.scenarios.length > 0 ? ` (${entry.scenarios.join(', ')})` : ''}
                </li>
              ))}
            </ol>
          </section>
        </div>
      ) : null}
    </aside>
  );
}
