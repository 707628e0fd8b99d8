import { merchantOperatorRoles, type OperatorRole, type OperatorRoleChoice } from '@ficha/contract';
import type { TFunction } from 'i18next';

/** A custom role as the pickers list it. */
export interface CustomRoleOption {
  id: number;
  name: string;
}

const customPrefix = 'custom:';

/**
 * A merchant's built-in roles (never the platform operator's), each with its translated name, then the merchant's
 * custom roles (decision 0068).
 */
export function roleOptions(t: TFunction, customRoles: readonly CustomRoleOption[] = []) {
  return [
    ...merchantOperatorRoles.map((role) => ({ value: role as string, label: t(`operators.roles.${role}`) })),
    ...customRoles.map((role) => ({ value: `${customPrefix}${role.id}`, label: role.name })),
  ];
}

/** The picker's value of an operator's role: the built-in name, or `custom:<id>`. */
export function roleValueOf(holder: { role: OperatorRole | null; customRole: CustomRoleOption | null }): string {
  return holder.role ?? `${customPrefix}${holder.customRole?.id ?? 0}`;
}

/** What the server is sent for a picker value: a built-in role, or a custom role by its id. */
export function roleChoiceOf(value: string): OperatorRoleChoice {
  return value.startsWith(customPrefix)
    ? { customRoleId: Number(value.slice(customPrefix.length)) }
    : (value as Exclude<OperatorRole, 'platform'>);
}

/** How an operator's role reads: the built-in role's translated name, or the custom role's own name. */
export function roleLabelOf(
  t: TFunction,
  holder: { role: OperatorRole | null; customRole: CustomRoleOption | null },
): string {
  return holder.role ? t(`operators.roles.${holder.role}`) : (holder.customRole?.name ?? '');
}
