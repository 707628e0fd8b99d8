/**
 * The animals of Mark Six's zodiac bet (mark-six.ts): animal 1 Rat, 2 Ox, 3 Tiger, 4 Rabbit, 5 Dragon, 6 Snake,
 * 7 Horse, 8 Goat, 9 Monkey, 10 Rooster, 11 Dog, 12 Pig. Number 1 (zodiac group 1) is the animal of the lunar year
 * the draw falls in, number 2 the animal before it, and so on backwards; the year turns at the Lunar New Year,
 * Hong Kong time.
 */
export const markSixAnimals = 12;

/** Lunar New Year's day (Hong Kong), month and day, of the years this table knows. */
const lunarNewYear: Record<number, readonly [month: number, day: number]> = {
  2020: [1, 25],
  2021: [2, 12],
  2022: [2, 1],
  2023: [1, 22],
  2024: [2, 10],
  2025: [1, 29],
  2026: [2, 17],
  2027: [2, 6],
  2028: [1, 26],
  2029: [2, 13],
  2030: [2, 3],
  2031: [1, 23],
  2032: [2, 11],
  2033: [1, 31],
  2034: [2, 19],
  2035: [2, 8],
  2036: [1, 28],
  2037: [2, 15],
  2038: [2, 4],
  2039: [1, 24],
  2040: [2, 12],
};

/** The animal (1…12) of the lunar year an instant falls in; 2020 (from 25 January) was the Rat's. */
export function lunarYearAnimal(at: Date): number {
  const hongKong = new Date(at.getTime() + 8 * 3_600_000);
  const year = hongKong.getUTCFullYear();
  const turn = lunarNewYear[year];
  if (!turn) throw new RangeError(`no Lunar New Year date known for ${year}`);
  const beforeTurn =
    hongKong.getUTCMonth() + 1 < turn[0] || (hongKong.getUTCMonth() + 1 === turn[0] && hongKong.getUTCDate() < turn[1]);
  const lunarYear = beforeTurn ? year - 1 : year;
  return ((((lunarYear - 2020) % 12) + 12) % 12) + 1;
}

/** The animal (1…12) of a zodiac group (1…12) for a draw at `at`: group 1 is the year's animal. */
export function markSixAnimalOfGroup(group: number, at: Date): number {
  return ((((lunarYearAnimal(at) - group) % 12) + 12) % 12) + 1;
}
