import { afterEach } from "vitest";

// Testing Library only auto-cleans when test globals are enabled; ours are imported explicitly.
// Only files with a DOM render anything: the others (most of them, in the node environment) do
// not load Testing Library and react-dom at all, which was an eighth of the unit stage's time.
afterEach(async () => {
  if (typeof document === "undefined") return;
  const { cleanup } = await import("@testing-library/react");
  cleanup();
});
