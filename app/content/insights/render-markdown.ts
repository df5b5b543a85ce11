import type { Element, ElementContent, Root } from "hast";
import { toString } from "hast-util-to-string";
import rehypeSlug from "rehype-slug";
import rehypeStringify from "rehype-stringify";
import remarkGfm from "remark-gfm";
import remarkParse from "remark-parse";
import remarkRehype from "remark-rehype";
import { unified } from "unified";
import { visit } from "unist-util-visit";
import { srcSet } from "../../lib/image-variants.ts";
import { hasVariants, imageSrcProblem, type ImageSize } from "../../lib/image-src.ts";

export type TocEntry = { id: string; text: string };
/** `images`: the addresses of the images it shows, each once. */
export type RenderedArticle = { html: string; toc: TocEntry[]; words: number; images: string[] };

/**
 * An image's intrinsic size, or why it cannot be shown (said to staff as it is). The renderer
 * reads no file and no store itself: it runs in a worker (markdown-renderer.server.ts), and the
 * one who asks for a render knows where the site's images are (image-sizes.server.ts).
 */
export type ImageSizeOf = (src: string) => Promise<ImageSize | { problem: string }>;

export type RenderOptions = {
  imageSize: ImageSizeOf;
  /** Photos are shown at most this wide (px): the article column's width. */
  columnWidth?: number;
};

const element = (tagName: string, properties: Element["properties"], children: ElementContent[] = []): Element => ({
  type: "element",
  tagName,
  properties,
  children,
});

/**
 * A link a reader may follow: to the web, an email address, a phone, or a page or heading of this
 * site. Never `javascript:` or `data:`, which would run or show what a writer put there.
 */
export function isSafeLink(href: string): boolean {
  if (/^\/(?!\/)/.test(href) || href.startsWith("#")) return true;
  return /^(https?:\/\/|mailto:|tel:)/i.test(href.trim());
}

/**
 * Turns an article's Markdown (CommonMark with GitHub tables and lists) into HTML. Headings get
 * ids (the table of contents links to the h2s) and open a section each; images get their intrinsic
 * size, lazy loading and, for photos and uploads, their AVIF/WebP variants; wide tables scroll
 * inside their own focusable region instead of widening the page. Raw HTML in the Markdown is
 * dropped. Throws with every problem found (a link or an image refused), in words staff can act on.
 * Staff text: call it through renderMarkdownSafely (markdown-renderer.server.ts), which bounds
 * its input and its time.
 */
/** Each problem once, and at most ten of them: a body of a thousand bad links needs one line, not a thousand. */
function listed(problems: string[]): string {
  const distinct = [...new Set(problems)];
  const more = distinct.length - 10;
  return distinct.slice(0, 10).join("; ") + (more > 0 ? `; and ${more} more` : "");
}

export async function renderMarkdown(markdown: string, options: RenderOptions): Promise<RenderedArticle> {
  const { imageSize, columnWidth = 720 } = options;
  const toc: TocEntry[] = [];
  let words = 0;
  const problems: string[] = [];
  const images = new Set<string>();

  /** Each image's size, looked up once per address before the tree is walked (the walk is synchronous). */
  const sizes = () => async (tree: Root) => {
    const found = new Map<string, ImageSize>();
    visit(tree, "element", (node) => void (node.tagName === "img" && images.add(String(node.properties.src ?? ""))));
    await Promise.all(
      [...images].map(async (src) => {
        const refused = imageSrcProblem(src);
        const size = refused ? { problem: refused } : await imageSize(src);
        if ("problem" in size) problems.push(`image ${src}: ${size.problem}`);
        else found.set(src, size);
      }),
    );
    enhance(tree, found);
  };

  const enhance = (tree: Root, found: ReadonlyMap<string, ImageSize>) => {
    words = toString(tree).split(/\s+/).filter(Boolean).length;
    visit(tree, "element", (node, index, parent) => {
      if (node.tagName === "h2" && typeof node.properties.id === "string") {
        toc.push({ id: node.properties.id, text: toString(node) });
      }
      if (node.tagName === "a" && !isSafeLink(String(node.properties.href ?? ""))) {
        problems.push(
          `link ${String(node.properties.href)}: links may only be https://, http://, mailto:, tel: or the site's own paths`,
        );
      }
      if (node.tagName === "img") {
        const src = String(node.properties.src ?? "");
        const alt = String(node.properties.alt ?? "").trim();
        if (!alt) problems.push(`image ${src}: write its alt text, ![what it shows](${src})`);
        const size = found.get(src);
        if (!size) return;
        Object.assign(node.properties, { width: size.width, height: size.height, loading: "lazy", decoding: "async" });
        if (hasVariants(src) && parent && index !== undefined) {
          const sizes = `(min-width: ${columnWidth}px) ${columnWidth}px, 100vw`;
          parent.children[index] = element("picture", {}, [
            element("source", { type: "image/avif", srcSet: srcSet(src, size.width, "avif"), sizes }),
            element("source", { type: "image/webp", srcSet: srcSet(src, size.width, "webp"), sizes }),
            node,
          ]);
        }
      }
      if (node.tagName === "table" && parent && index !== undefined) {
        // A region with a name and a tab stop, so that keyboard users can scroll it too.
        const headers: string[] = [];
        visit(node, "element", (cell) => void (cell.tagName === "th" && headers.push(toString(cell).trim())));
        const label = headers.join(", ").slice(0, 120);
        parent.children[index] = element(
          "div",
          { className: ["table-scroll"], role: "region", tabIndex: 0, ariaLabel: label },
          [node],
        );
        return "skip";
      }
      return undefined;
    });
  };

  /**
   * Each h2 and what follows it become a <section>, which the stylesheet renders only when it
   * nears the viewport (content-visibility): a long Bangla article lays out its first screen, not
   * all its text, while the page loads.
   */
  const sections = () => (tree: Root) => {
    const children: Root["children"] = [];
    let section: Element | undefined;
    for (const child of tree.children) {
      if (child.type === "element" && child.tagName === "h2") {
        section = element("section", { className: ["article-section"] });
        children.push(section);
      }
      if (section) section.children.push(child as ElementContent);
      else children.push(child);
    }
    tree.children = children;
  };

  const file = await unified()
    .use(remarkParse)
    .use(remarkGfm)
    .use(remarkRehype)
    .use(rehypeSlug)
    .use(sizes)
    .use(sections)
    .use(rehypeStringify)
    .process(markdown);
  if (problems.length) throw new Error(listed(problems));
  return { html: String(file), toc, words, images: [...images] };
}
