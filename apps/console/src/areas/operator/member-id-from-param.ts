/** The member id of `/members/:memberId`, or null when the address holds no valid id. */
export function memberIdFromParam(param: string | undefined): number | null {
  if (param === undefined || !/^[1-9]\d{0,14}$/.test(param)) return null;
  const id = Number(param);
  return Number.isSafeInteger(id) ? id : null;
}
