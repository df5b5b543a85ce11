/**
 * Polls `check` every `everyMs` until it holds, for at most `ms`: for what happens after an answer
 * (server log lines, emails, rows written in the background). The bound is generous because only a
 * failing test reaches it, and a loaded machine takes seconds where an idle one takes milliseconds.
 */
export async function eventually(
  check: () => boolean | Promise<boolean>,
  ms = 15_000,
  describe = () => "",
  everyMs = 25,
): Promise<void> {
  const until = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > until) throw new Error(`Condition not met within ${ms} ms. ${describe()}`.trim());
    await new Promise((done) => setTimeout(done, everyMs));
  }
}
