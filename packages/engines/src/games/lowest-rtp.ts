import { compare, type Ratio } from '../ratio.ts';

/** The smallest of several exact RTPs: what a game with several boards or tables declares. */
export const lowestRtp = (rtps: readonly Ratio[]): Ratio =>
  rtps.reduce((low, rtp) => (compare(rtp, low) < 0 ? rtp : low));
