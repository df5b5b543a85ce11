import { isUnlisted, otherValue } from "./bounds.server.ts";
import type { ValueTotal } from "./analytics-rows.ts";

/**
 * Keeps each dimension's `perDimension` values with the most views and sums the rest into
 * "(other)" ('' and "(other)" always stay): the period's rollups and its raw days, added up, can
 * hold more values than either alone. Visitors are sums of daily visitors anyway, so summing them
 * into "(other)" is what the rollups would do.
 */
export function capValues(values: readonly ValueTotal[], perDimension: number): ValueTotal[] {
  const byDimension = new Map<ValueTotal["dimension"], ValueTotal[]>();
  for (const value of values) {
    const list = byDimension.get(value.dimension);
    if (list) list.push(value);
    else byDimension.set(value.dimension, [value]);
  }
  const kept: ValueTotal[] = [];
  for (const [dimension, list] of byDimension) {
    const listed = list.filter((value) => !isUnlisted(value.value));
    if (listed.length <= perDimension) {
      kept.push(...list);
      continue;
    }
    listed.sort((a, b) => b.views - a.views || (a.value < b.value ? -1 : 1));
    const rest = new Set(listed.slice(perDimension));
    const other = list.find((value) => value.value === otherValue) ?? {
      dimension,
      value: otherValue,
      views: 0,
      visitors: 0,
      entries: 0,
    };
    for (const value of rest) {
      other.views += value.views;
      other.visitors += value.visitors;
      other.entries += value.entries;
    }
    kept.push(...list.filter((value) => !rest.has(value) && value !== other), other);
  }
  return kept;
}
