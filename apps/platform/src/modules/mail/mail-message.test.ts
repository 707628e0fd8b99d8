import { describe, expect, it } from 'vitest';
import { decodeEncodedWords, parseMailMessage } from './mail-message.ts';

const crlf = (lines: string[]) => Buffer.from(lines.join('\r\n'), 'utf8');

describe('mail message parser', () => {
  it('reads a quoted-printable text body and folded, encoded headers', () => {
    const mail = parseMailMessage(
      crlf([
        'From: a@b.test',
        'Subject: =?UTF-8?Q?Restablecer_contrase=C3=B1a?=',
        ' =?UTF-8?B?IOKAlCBDYXNh?=',
        'X-Ficha-Merchant: 7',
        'Content-Type: text/plain; charset=utf-8',
        'Content-Transfer-Encoding: quoted-printable',
        '',
        'Su contrase=C3=B1a: una l=C3=ADnea muy larga que se parte en dos con un sal=',
        'to suave.',
        'Segunda l=C3=ADnea =3D fin.',
        '',
      ]),
    );
    expect(mail.subject).toBe('Restablecer contraseña — Casa');
    expect(mail.headers.get('x-ficha-merchant')).toBe('7');
    expect(mail.text).toBe(
      'Su contraseña: una línea muy larga que se parte en dos con un salto suave.\nSegunda línea = fin.',
    );
  });

  it('finds the plain text part of a nested multipart message', () => {
    const mail = parseMailMessage(
      crlf([
        'Subject: plain ascii',
        'Content-Type: multipart/mixed; boundary="outer"',
        '',
        '--outer',
        'Content-Type: multipart/alternative; boundary=inner',
        '',
        '--inner',
        'Content-Type: text/plain; charset=utf-8',
        'Content-Transfer-Encoding: base64',
        '',
        Buffer.from('¡Hola, señor!\nAdiós.').toString('base64'),
        '--inner',
        'Content-Type: text/html',
        '',
        '<p>html</p>',
        '--inner--',
        '--outer--',
        '',
      ]),
    );
    expect(mail.subject).toBe('plain ascii');
    expect(mail.text).toBe('¡Hola, señor!\nAdiós.');
  });

  it('falls back to the HTML part and to 7bit bodies', () => {
    const mail = parseMailMessage(crlf(['Content-Type: text/html', '', '<p>solo html</p>', '']));
    expect(mail.text).toBe('<p>solo html</p>');
    expect(mail.subject).toBe('');
  });

  it('leaves text without encoded words as it is', () => {
    expect(decodeEncodedWords('Hello =? world')).toBe('Hello =? world');
  });
});
