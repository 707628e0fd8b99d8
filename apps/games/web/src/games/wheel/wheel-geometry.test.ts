import { wheelSegments } from '@ficha/engines';
import { describe, expect, it } from 'vitest';
import { segmentAt, wheelRotation } from './wheel-geometry.ts';

describe('wheel rotation', () => {
  it('stops every segment of every wheel under the pointer, always turning forward', () => {
    for (const segments of Object.values(wheelSegments)) {
      let rotation = 0;
      for (let segment = 0; segment < segments.length; segment++) {
        const next = wheelRotation(segments.length, segment, rotation);
        expect(next).toBeGreaterThan(rotation);
        expect(segmentAt(segments.length, next)).toBe(segment);
        rotation = next;
      }
    }
  });
});
