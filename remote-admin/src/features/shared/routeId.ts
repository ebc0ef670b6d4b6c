/** The `:id` of an edit route as a positive integer, or null when it is absent or not an id. */
export function routeId(param: string | undefined): number | null {
  if (!param || !/^\d+$/.test(param)) return null;
  const id = Number(param);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
