import { describe, expect, it } from 'vitest';
import en from './en/console.json';
import es from './es/console.json';

function keyPaths(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keyPaths(child, prefix ? `${prefix}.${key}` : key));
}

function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1] ?? '').sort();
}

function lookup(tree: unknown, path: string): unknown {
  return path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], tree);
}

describe('console locales', () => {
  it('have the same keys in Spanish and English', () => {
    expect(keyPaths(en).sort()).toEqual(keyPaths(es).sort());
  });

  it('have no empty texts', () => {
    for (const path of keyPaths(es)) {
      expect(lookup(es, path), `es ${path}`).not.toBe('');
      expect(lookup(en, path), `en ${path}`).not.toBe('');
    }
  });

  it('use the same placeholders in both languages', () => {
    for (const path of keyPaths(es)) {
      expect(placeholders(String(lookup(en, path))), path).toEqual(placeholders(String(lookup(es, path))));
    }
  });
});
