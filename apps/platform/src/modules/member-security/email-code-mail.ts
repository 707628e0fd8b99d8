/** The mail that carries an email-binding code, in the member's language (Spanish, else English). */
export function emailCodeMail(language: string, input: { merchantName: string; code: string; minutes: number }) {
  if (language === 'ES') {
    return {
      subject: `${input.merchantName}: código de verificación`,
      text: `Tu código para vincular este correo es ${input.code}. Caduca en ${input.minutes} minutos.\n\nSi no lo pediste, ignora este mensaje.\n\n${input.merchantName}`,
    };
  }
  return {
    subject: `${input.merchantName}: verification code`,
    text: `Your code to bind this email is ${input.code}. It expires in ${input.minutes} minutes.\n\nIf you did not ask for it, ignore this message.\n\n${input.merchantName}`,
  };
}
