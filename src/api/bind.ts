/**
 * A module's service as an object of its rules with the dependencies given once (issue 17): rules
 * are small top-level functions whose first parameter is the module's dependencies; the factory
 * binds them instead of repeating `(...a) => rule(deps, ...a)` for each.
 */
// biome-ignore lint/suspicious/noExplicitAny: any function whose first parameter is the dependencies
type Rule<D> = (deps: D, ...rest: any[]) => unknown;
type Bound<D, F extends Record<string, Rule<D>>> = {
  [K in keyof F]: F[K] extends (deps: D, ...rest: infer P) => infer R ? (...rest: P) => R : never;
};

export function bindDeps<D, F extends Record<string, Rule<D>>>(deps: D, rules: F): Bound<D, F> {
  const out: Record<string, unknown> = {};
  for (const [name, rule] of Object.entries(rules)) out[name] = (...rest: unknown[]) => rule(deps, ...rest);
  return out as Bound<D, F>;
}
