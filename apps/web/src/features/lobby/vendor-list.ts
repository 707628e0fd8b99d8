/** What a home vendor list shows: at most `max` items, and whether the vendor has more (arrows, "see all"). */
export interface VendorListView<T> {
  items: T[];
  hasMore: boolean;
}

/** SPEC §2.1 home sections: at most 12 items per vendor list; `totalCount` is the vendor's whole list. */
export function vendorListView<T>(items: readonly T[], totalCount: number, max: number): VendorListView<T> {
  return { items: items.slice(0, max), hasMore: Math.max(totalCount, items.length) > max };
}

/** How many vendors of a type the home page shows at first (the others are on the type's page). */
export function initialVendorCount(type: string, counts: Readonly<Record<string, number>>): number {
  return counts[type] ?? 1;
}
