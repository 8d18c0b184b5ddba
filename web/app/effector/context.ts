// Router context keys of one server request, shared by its middleware, loaders and render.
import type { Scope } from 'effector';
import { createContext } from 'react-router';
import type { NavigateRequest } from '@etalage/domain/shell';
import type { FaultRecorder } from './faults';

/** The Effector scope of one server request. */
export const scopeContext = createContext<Scope>();

/**
 * The shell the middleware started in that scope. `ready`: config, session, locale and route have settled,
 * so a page may start. `settled`: the cart, which starts once the session is known, has settled as well.
 */
export interface Shell {
  ready: Promise<void>;
  settled: Promise<void>;
}
export const shellContext = createContext<Shell>();

/** Navigations requested by models while this request rendered (answered as 303 redirects). */
export const requestedNavigationsContext = createContext<NavigateRequest[]>([]);

/** The faults this request's API calls met (effector/faults.ts): fault pages name them, Retry-After passes on. */
export const faultsContext = createContext<FaultRecorder | null>(null);

/** This request ran the page's action: its loader finds the page started already (route.ts). */
export const actionRanContext = createContext(false);
