/**
 * The `{id}` of an item route as a dbo `Id`: `undefined` when absent (the form creates), `null`
 * when given but not an id (`item/abc`), which the form reports instead of creating.
 */
export function itemId(param: string | undefined): number | undefined | null {
  if (param === undefined || param === '') return undefined;
  if (!/^[1-9]\d{0,15}$/.test(param)) return null;
  const id = Number(param);
  return Number.isSafeInteger(id) ? id : null;
}
