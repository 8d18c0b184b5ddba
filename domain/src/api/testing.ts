// For unit tests of models whose effects are attached to the scope's API client (`attach({ source: $api, ... })`):
// a fork handler of such an effect receives the client first, which a test's fake answer does not need.

/** The fork handler of an effect attached to `$api`, from a function of the call's params alone. */
export const apiHandler =
  <P, R>(fn: (params: P) => R) =>
  (_api: unknown, params: P): R =>
    fn(params);
