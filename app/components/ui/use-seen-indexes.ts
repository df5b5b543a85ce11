import { useState } from "react";

/** The set of slide indexes shown so far (starting with the current one), for lazy slide images. */
export function useSeenIndexes(current: number): ReadonlySet<number> {
  const [seen, setSeen] = useState<ReadonlySet<number>>(() => new Set([current]));
  if (!seen.has(current)) setSeen(new Set([...seen, current]));
  return seen;
}
