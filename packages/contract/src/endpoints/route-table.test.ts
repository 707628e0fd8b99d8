import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { isModuleId } from '../modules.ts';
import { platformEndpoints } from './index.ts';

describe('route table', () => {
  it('has one endpoint per method and path, and unique names', () => {
    const keys = platformEndpoints.map((e) => `${e.method} ${e.path}`);
    expect(new Set(keys).size).toBe(keys.length);
    const names = platformEndpoints.map((e) => e.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it('keeps every path under a known gateway (or /media/ for files a page shows: banner images)', () => {
    for (const e of platformEndpoints) expect(e.path, e.name).toMatch(/^\/(wps|lgw|lotto\/lgw|cms\/v1|media)\//);
  });

  it('only console calls need an operator, and console calls live under /cms', () => {
    for (const e of platformEndpoints) {
      expect(e.tag === 'console', e.name).toBe(e.path.startsWith('/cms/'));
      if (e.auth === 'operator') expect(e.tag).toBe('console');
    }
  });

  it('never encrypts a GET, and names only known modules', () => {
    for (const e of platformEndpoints) {
      if (e.encrypted) expect(e.method, e.name).not.toBe('GET');
      if (e.moduleId) expect(isModuleId(e.moduleId)).toBe(true);
    }
  });

  it('takes GET input from strict query objects whose values are strings', () => {
    for (const e of platformEndpoints.filter((x) => x.method === 'GET')) {
      expect(e.request, e.name).toBeInstanceOf(z.ZodObject);
      expect(e.request.safeParse({ unexpected: '1' }).success, e.name).toBe(false);
    }
  });

  it('has a summary for every endpoint (it feeds the OpenAPI document)', () => {
    for (const e of platformEndpoints) expect(e.summary.length, e.name).toBeGreaterThan(10);
  });
});
