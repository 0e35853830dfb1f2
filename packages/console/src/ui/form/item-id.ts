/** The `{id}` of an item route as a dbo `Id`, or `undefined` (create) when absent or not an id. */
export function itemId(param: string | undefined): number | undefined {
  if (param === undefined || !/^[1-9]\d{0,15}$/.test(param)) return undefined;
  const id = Number(param);
  return Number.isSafeInteger(id) ? id : undefined;
}
