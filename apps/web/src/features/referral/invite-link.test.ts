import { describe, expect, it } from 'vitest';
import { inviteLink, shareTargets } from './invite-link.ts';

describe('inviteLink', () => {
  it('stays on the domain the member is on when it is a promotion domain', () => {
    expect(inviteLink('AB23CD45', { protocol: 'http:', host: 'localhost:8090' }, ['127.0.0.1', 'localhost'])).toBe(
      'http://localhost:8090/register?r=AB23CD45',
    );
  });

  it('uses the first promotion domain over https from any other host, and the current one when none is listed', () => {
    expect(inviteLink('AB23CD45', { protocol: 'http:', host: 'preview.local' }, ['ficha.example', 'x.example'])).toBe(
      'https://ficha.example/register?r=AB23CD45',
    );
    expect(inviteLink('AB23CD45', { protocol: 'https:', host: 'play.example' }, [])).toBe(
      'https://play.example/register?r=AB23CD45',
    );
  });
});

describe('shareTargets', () => {
  it('puts the text and the link into each address, encoded', () => {
    const targets = shareTargets('https://ficha.example/register?r=AB', 'Únete & juega');
    expect(targets.whatsapp).toBe(
      'https://wa.me/?text=%C3%9Anete+%26+juega+https%3A%2F%2Fficha.example%2Fregister%3Fr%3DAB',
    );
    expect(targets.telegram).toContain('url=https%3A%2F%2Fficha.example%2Fregister%3Fr%3DAB');
    expect(targets.email).toBe(
      'mailto:?subject=%C3%9Anete%20%26%20juega&body=%C3%9Anete%20%26%20juega%20https%3A%2F%2Fficha.example%2Fregister%3Fr%3DAB',
    );
  });
});
