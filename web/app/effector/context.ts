import type { Scope } from 'effector';
import { createContext } from 'react-router';

/** The Effector scope of one server request, shared by its middleware, loaders and render. */
export const scopeContext = createContext<Scope>();
