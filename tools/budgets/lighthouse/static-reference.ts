/**
 * A static reference of a page: its own HTML with every script, stylesheet, class, style and data
 * attribute taken out, and a dozen lines of inline CSS put in. It has the same text, links, images
 * and fonts (the system's, as ours), as a hand-written static page would show them, and nothing
 * deferred, no carousel, no island: the least a browser must do to show the same content. What a
 * page costs beyond its reference is what our stylesheet, islands and markup cost.
 *
 * Measured beside the page in the same minute with the same calibrated Lighthouse, the reference
 * also shows what the host does to any page then: the Lighthouse budget (tools/budgets/lighthouse.ts)
 * judges the site's Total Blocking Time by what it costs beyond the references (decision 017), and
 * `npm run bench:lighthouse` puts each page beside its own.
 */
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { gzipSync } from "node:zlib";

/** What the reference keeps of our look: readable text, images in their boxes, nested menus closed. */
const referenceCss = `
body{margin:0 auto;max-width:44rem;padding:0 1rem;font-family:system-ui,"Noto Sans Bengali",sans-serif;line-height:1.5;color:#17252a;background:#fffdf7}
:lang(bn){line-height:1.65}
img{max-width:100%;height:auto}
svg{width:1.5rem;height:1.5rem}
nav ul ul,details:not([open])>:not(summary){display:none}
a{color:#0f5c5c}
`;

/**
 * The page as a plain static document (see the header comment). Style elements and inline event
 * handlers go too: left in, a page could make its reference as slow as itself (a `<style>` with
 * the page's own rules, an `onload` busy loop) and its TBT beyond the reference would hide it.
 */
export function referenceOf(html: string): string {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, "")
    .replace(/<style\b[^>]*>[\s\S]*?<\/style>/g, "")
    .replace(/<link\b[^>]*rel="(?:stylesheet|expect|preload|modulepreload|prefetch)"[^>]*>/g, "")
    .replace(/\s(?:class|style|data-[\w-]+|on[a-z]+)="[^"]*"/g, "")
    .replace("</head>", `<style>${referenceCss}</style></head>`);
}

export type ReferenceServer = {
  /** The origin that serves each page's reference at the page's own path. */
  url: string;
  close(): Promise<void>;
};

/**
 * Serves the references of `paths` (built from what the site at `siteUrl` answers now, gzipped
 * once) on a free loopback port; anything else (images, icons, favicons) comes from the site.
 */
export async function startReferenceServer(siteUrl: string, paths: readonly string[]): Promise<ReferenceServer> {
  const references = new Map<string, Buffer>();
  for (const path of paths) {
    const response = await fetch(`${siteUrl}${path}`);
    if (!response.ok) throw new Error(`${path} answered ${response.status}`);
    references.set(path, gzipSync(referenceOf(await response.text())));
  }
  const server = createServer((request, response) => {
    const path = request.url ?? "/";
    const page = references.get(path);
    if (page) {
      response.writeHead(200, { "content-type": "text/html; charset=utf-8", "content-encoding": "gzip" });
      response.end(page);
      return;
    }
    fetch(`${siteUrl}${path}`)
      .then(async (upstream) => {
        response.writeHead(upstream.status, { "content-type": upstream.headers.get("content-type") ?? "" });
        response.end(Buffer.from(await upstream.arrayBuffer()));
      })
      .catch(() => {
        response.writeHead(502);
        response.end();
      });
  });
  await new Promise<void>((listening) => server.listen(0, "127.0.0.1", listening));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((closed) => server.close(() => closed())),
  };
}
