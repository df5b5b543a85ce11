import { expect, test, type APIRequestContext } from "@playwright/test";

const securityHeaders = ["content-security-policy", "x-content-type-options", "referrer-policy", "permissions-policy"];

function expectSecurityHeaders(headers: Record<string, string>) {
  for (const name of securityHeaders) expect(headers[name], name).toBeTruthy();
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
  expect(headers["content-security-policy"]).not.toContain("unsafe-eval");
  expect(headers["x-powered-by"]).toBeUndefined();
}

/** The content-hashed islands entry that the home page's loader imports. */
async function hashedScript(request: APIRequestContext): Promise<string> {
  const script = (await (await request.get("/")).text()).match(/\/assets\/entry\.client-[\w-]+\.js/)?.[0];
  expect(script, "the home page imports a hashed islands entry").toBeDefined();
  return script ?? "";
}

test("pages, assets, 404s and rejected methods all carry the security headers", async ({ request }) => {
  const script = await hashedScript(request);
  for (const path of ["/", "/contact-us", "/no-such-page", "/robots.txt", script]) {
    const response = await request.get(path);
    expectSecurityHeaders(response.headers());
  }
  const rejected = await request.fetch("/", { method: "DELETE" });
  expect(rejected.status()).toBe(405);
  expectSecurityHeaders(rejected.headers());
});

test("page scripts are allowed by hash, never by unsafe-inline", async ({ request }) => {
  const csp = (await request.get("/")).headers()["content-security-policy"] ?? "";
  const scriptSrc = csp.split(";").find((d) => d.trim().startsWith("script-src")) ?? "";
  expect(scriptSrc).toMatch(/'sha256-/);
  expect(scriptSrc).not.toContain("unsafe-inline");
});

test("hashed assets are cached for a year and HTML is revalidated", async ({ request }) => {
  const asset = await request.get(await hashedScript(request));
  expect(asset.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  const html = await request.get("/our-services");
  expect(html.headers()["cache-control"]).toContain("must-revalidate");
  expect(html.headers()["etag"]).toBeTruthy();
});

test("responses are compressed with brotli or gzip as the client asks", async ({ request }) => {
  const br = await request.get("/", { headers: { "Accept-Encoding": "br" } });
  expect(br.headers()["content-encoding"]).toBe("br");
  const gzip = await request.get("/", { headers: { "Accept-Encoding": "gzip" } });
  expect(gzip.headers()["content-encoding"]).toBe("gzip");
  const notFound = await request.get("/missing-page", { headers: { "Accept-Encoding": "gzip" } });
  expect(notFound.headers()["content-encoding"]).toBe("gzip");
});

test("a malformed URL gets 400, not a crash", async ({ request }) => {
  const response = await request.get("/%E0%A4%A");
  expect(response.status()).toBe(400);
  expect((await request.get("/")).status()).toBe(200);
});
