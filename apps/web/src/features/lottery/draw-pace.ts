/**
 * Whether a lottery game draws at set times of day (Mark Six, a daily SSC: decision 0074) rather than every few
 * minutes: its average gap between draws is a day or more. The page then names no minutes.
 */
export const drawsAtSetTimes = (everySeconds: number) => everySeconds >= 86_400;
