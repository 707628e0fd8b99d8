import { operatorRoles } from '@ficha/contract';
import type { TFunction } from 'i18next';

/** The built-in roles as select options, each with its translated name. */
export function roleOptions(t: TFunction) {
  return operatorRoles.map((role) => ({ value: role, label: t(`operators.roles.${role}`) }));
}
