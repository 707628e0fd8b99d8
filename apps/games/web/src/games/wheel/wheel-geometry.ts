/**
 * The wheel turns clockwise; segment k spans [k·a, (k+1)·a) degrees clockwise from the pointer's start
 * (a = 360 / segments). To bring segment k's middle under the pointer at the top, the wheel turns by
 * −(k + ½)·a (mod 360), plus whole turns for the show.
 */
export function wheelRotation(segments: number, segment: number, previous: number, turns = 5): number {
  const angle = 360 / segments;
  const target = (((-(segment + 0.5) * angle) % 360) + 360) % 360;
  const base = previous - (((previous % 360) + 360) % 360);
  return base + turns * 360 + target;
}

/** The segment under the pointer for a rotation (the inverse of wheelRotation, for checking). */
export function segmentAt(segments: number, rotation: number): number {
  const angle = 360 / segments;
  const pointer = (((-rotation % 360) + 360) % 360) / angle;
  return Math.floor(pointer) % segments;
}
