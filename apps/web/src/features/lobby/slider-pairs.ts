/**
 * Game sliders show their items in pairs (SPEC §2.5: two rows, one slide per column): the items two by
 * two, the last column holding one when the count is odd.
 */
export function inPairs<T>(items: readonly T[]): T[][] {
  const columns: T[][] = [];
  for (let index = 0; index < items.length; index += 2) columns.push(items.slice(index, index + 2));
  return columns;
}

/**
 * The slider's columns: pairs once there are more items than a wide screen shows at once, one item a column
 * before that — a short list fills one row instead of a third of two.
 */
export function sliderColumns<T>(items: readonly T[], perView: number): T[][] {
  return items.length > perView ? inPairs(items) : items.map((item) => [item]);
}
