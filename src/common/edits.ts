// What an edit keeps (issue 30, decision 062). No zod here: the web app imports it as a value.

/**
 * The object field of an edit (a product's specifications or dimensions) over its saved value
 * (issue 30, decision 062): the edit's keys take its values; a key it has an input or a column for
 * (`listed`) but no value is cleared; every other key keeps its saved value. A form that cannot
 * show a specification, or a sheet without its column, never erases it.
 */
export function editedKeys<T extends object>(saved: T, edited: T, listed: ReadonlySet<string>): T {
  const kept = Object.entries(saved).filter(([k]) => !listed.has(k) && !(k in edited));
  return { ...Object.fromEntries(kept), ...edited } as T;
}
