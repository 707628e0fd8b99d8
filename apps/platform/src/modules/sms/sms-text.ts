/** The text of a verification SMS in the member's language: Spanish or English (the fallback). */
export function smsCodeText(language: string, merchantName: string, code: string, minutes: number): string {
  return language.toUpperCase() === 'ES'
    ? `${merchantName}: tu código de verificación es ${code}. Caduca en ${minutes} minutos. No lo compartas con nadie.`
    : `${merchantName}: your verification code is ${code}. It expires in ${minutes} minutes. Do not share it with anyone.`;
}
