export const loginFields = ['merchantCode', 'username', 'password'] as const;

export type LoginField = (typeof loginFields)[number];

export function isLoginField(field: string): field is LoginField {
  return loginFields.some((name) => name === field);
}
