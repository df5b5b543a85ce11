/** Polls `check` every 25 ms until it holds, for at most `ms`: server log lines follow the answer. */
export async function eventually(check: () => boolean, ms = 5_000, describe = () => ""): Promise<void> {
  const until = Date.now() + ms;
  while (!check()) {
    if (Date.now() > until) throw new Error(`Condition not met within ${ms} ms. ${describe()}`.trim());
    await new Promise((done) => setTimeout(done, 25));
  }
}
