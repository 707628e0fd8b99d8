import { describe, expect, it } from 'vitest';
import { gameFrameAncestors } from './game-frame-ancestors.ts';

describe('game frame ancestors', () => {
  it('allows the merchant domains over https and the site the launch came from', () => {
    expect(gameFrameAncestors(['brand.example', 'www.brand.example'], 'http://www.brand.example:8080/')).toEqual([
      'https://brand.example',
      'https://www.brand.example',
      'http://www.brand.example:8080',
    ]);
  });

  it('allows any local port for a loopback domain (development sites)', () => {
    expect(gameFrameAncestors(['localhost', 'LOCALHOST'], 'http://localhost:5173/')).toEqual([
      'https://localhost',
      'http://localhost:*',
      'https://localhost:*',
      'http://localhost:5173',
    ]);
  });

  it('adds nothing for a launch from a host that is not the merchant’s, and drops what is no origin', () => {
    expect(
      gameFrameAncestors(['brand.example', "evil.example; script-src 'unsafe-inline'"], 'https://evil.example/'),
    ).toEqual(['https://brand.example']);
  });
});
