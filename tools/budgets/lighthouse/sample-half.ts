/**
 * Which half of the template sample `npm test` measures (decision 024). Each page of the sample
 * costs a Lighthouse run and a run of its static reference, and the 22 pages (one per template
 * and language) took longer than the stage's five minutes on a busy 2-core machine. So a run
 * measures every template once, half of them in English and the other half in Bangla, and the
 * next run the other way round: every run covers every template and both languages, and two
 * consecutive runs cover every template in both languages.
 *
 * Consecutive runs alternate through the commit: its count of ancestors (`git rev-list --count
 * HEAD`) goes up by one a commit, and a second run on the same commit measures the same pages
 * (a failure can be measured again). LIGHTHOUSE_HALF (0 or 1) chooses; "all" measures all 22.
 */
import { execFileSync } from "node:child_process";
import { z } from "zod";
import { unlocalizedPath } from "../../../app/content/site-paths.ts";

export type Half = 0 | 1 | "all";

/** Each template once: the English page of every other one (from `half`), the Bangla page of the rest. */
export function halfOfSample(sample: readonly string[], half: Half): string[] {
  if (half === "all") return [...sample];
  const templates = [...new Set(sample.map(unlocalizedPath))];
  return templates.flatMap((english, i) => {
    const inEnglish = (i + half) % 2 === 0;
    return sample.filter((path) => unlocalizedPath(path) === english && (path === english) === inEnglish);
  });
}

const halfSetting = z
  .enum(["0", "1", "all"], { error: 'LIGHTHOUSE_HALF must be 0, 1 or "all"' })
  .transform((value): Half => (value === "all" ? value : (Number(value) as 0 | 1)));

/** LIGHTHOUSE_HALF when set (a bad value throws with the values allowed), else the commit's parity. */
export function chosenHalf(setting: string | undefined, commitCount = countCommits): { half: Half; why: string } {
  if (setting !== undefined) {
    const parsed = halfSetting.safeParse(setting);
    if (!parsed.success) throw new Error(`LIGHTHOUSE_HALF=${setting}: ${parsed.error.issues[0]?.message}`);
    return { half: parsed.data, why: "LIGHTHOUSE_HALF" };
  }
  const count = commitCount();
  if (count === undefined) return { half: "all", why: "no git history to alternate by" };
  return { half: (count % 2) as 0 | 1, why: `commit ${count} (git rev-list --count HEAD)` };
}

function countCommits(): number | undefined {
  try {
    return Number(execFileSync("git", ["rev-list", "--count", "HEAD"], { encoding: "utf8" }).trim());
  } catch {
    return undefined;
  }
}
