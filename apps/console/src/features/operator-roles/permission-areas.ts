import type { OperatorPermission } from '@ficha/contract';

/** A permission an operator is shown: every one but `session`, which every role holds. */
export type ShownPermission = Exclude<OperatorPermission, 'session'>;

/** The part of a permission before its dot: `withdrawals` of `withdrawals.review`. */
export type PermissionAreaName = ShownPermission extends `${infer Area}.${string}` ? Area : never;

export interface PermissionArea {
  area: PermissionAreaName;
  permissions: ShownPermission[];
}

/** Permissions grouped by their area in the matrix's order, `session` left out (checklist and role summaries). */
export function permissionAreas(permissions: readonly OperatorPermission[]): PermissionArea[] {
  const areas: PermissionArea[] = [];
  for (const permission of permissions) {
    if (permission === 'session') continue;
    const area = permission.slice(0, permission.indexOf('.')) as PermissionAreaName;
    const last = areas.at(-1);
    if (last?.area === area) last.permissions.push(permission);
    else areas.push({ area, permissions: [permission] });
  }
  return areas;
}
