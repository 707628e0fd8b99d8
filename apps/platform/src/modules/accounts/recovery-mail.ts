/** The password-recovery mail in the member's language (Spanish, else English). */
export function recoveryMail(
  language: string,
  input: { merchantName: string; username: string; link: string; minutes: number },
): { subject: string; text: string } {
  if (language === 'ES') {
    return {
      subject: `${input.merchantName}: recuperar la contraseña`,
      text:
        `Hola ${input.username}:\n\n` +
        `Recibimos una solicitud para restablecer la contraseña de tu cuenta. Abre este enlace para elegir una nueva ` +
        `(caduca en ${input.minutes} minutos y solo sirve una vez):\n\n${input.link}\n\n` +
        `Si no lo solicitaste, ignora este mensaje; tu contraseña no cambia.\n\n${input.merchantName}`,
    };
  }
  return {
    subject: `${input.merchantName}: recover your password`,
    text:
      `Hello ${input.username},\n\n` +
      `We received a request to reset the password of your account. Open this link to choose a new one ` +
      `(it expires in ${input.minutes} minutes and works once):\n\n${input.link}\n\n` +
      `If you did not ask for it, ignore this message; your password stays the same.\n\n${input.merchantName}`,
  };
}
