/**
 * Moving a channel up or down: the list in its new order, numbered 1, 2, 3…; answers only the channels whose
 * number changes (each one update).
 */
export function reorderChanges(
  channels: ReadonlyArray<{ id: number; sortOrder: number }>,
  id: number,
  direction: -1 | 1,
): Array<{ id: number; sortOrder: number }> {
  const order = [...channels];
  const from = order.findIndex((c) => c.id === id);
  const to = from + direction;
  if (from < 0 || to < 0 || to >= order.length) return [];
  const [moved] = order.splice(from, 1);
  if (moved) order.splice(to, 0, moved);
  return order.flatMap((c, index) => (c.sortOrder === index + 1 ? [] : [{ id: c.id, sortOrder: index + 1 }]));
}
