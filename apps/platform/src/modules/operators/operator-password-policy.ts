/** What an operator whose password an owner set (decision 0066) may call before changing it. */
export const allowedBeforeOperatorPasswordChange: ReadonlySet<string> = new Set([
  'getOperatorSession',
  'operatorLogout',
  'changeOperatorPassword',
]);
