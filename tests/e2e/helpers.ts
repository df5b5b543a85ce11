import AxeBuilder from "@axe-core/playwright";
import { type APIRequestContext, type ConsoleMessage, expect, type Page, type Request, test } from "@playwright/test";
import { Window } from "happy-dom";
import { siteContent } from "../../app/content/site-content.ts";
import { categoryPath, localeFromPath, paths, unlocalizedPath } from "../../app/content/site-paths.ts";
import { readArticleFiles } from "../../app/content/insights/article-files.ts";
import { buildCatalogue } from "../../app/content/insights/catalogue.ts";
import { insightsCopy } from "../../app/content/insights/copy.ts";
import { insightPath, insightTagPath } from "../../app/content/insights/insights-paths.ts";
import { insightTagIds, insightTags } from "../../app/content/insights/tags.ts";
import { pagePaths, pagesWithDistinctWords, pagesWithoutRepeats, templatePaths } from "../support/route-table.ts";

/** The Insights articles of both languages, as the build reads them. */
export const articles = buildCatalogue(readArticleFiles());

export const viewports = {
  phone: { width: 375, height: 812 },
  tablet: { width: 768, height: 1024 },
  desktop: { width: 1440, height: 900 },
} as const;

export const brand = "Jamdani Digital";

/**
 * The page part of a page's title, as its content record gives it: a page of `paths` has its own
 * record, a category page shows its category's heading.
 */
function pageTitle(path: string): string {
  const locale = localeFromPath(path);
  const content = siteContent(locale);
  const page = unlocalizedPath(path);
  const insights = insightsCopy[locale];
  if (page === paths.insights) return insights.title;
  const article = articles.find((candidate) => candidate.locale === locale && insightPath(candidate.slug) === page);
  if (article) return article.title;
  const tag = insightTagIds.find((candidate) => insightTagPath(candidate) === page);
  if (tag) return insights.tagTitle(insightTags[tag][locale]);
  const key = (Object.keys(content.pages) as Array<keyof typeof content.pages>).find(
    (name) => name in paths && paths[name as keyof typeof paths] === page,
  );
  if (key) return content.pages[key].title;
  const category = content.categories.find((candidate) => categoryPath(candidate.slug) === page);
  if (category) return category.heading;
  throw new Error(`${path} is in app/routes.ts but has no title here: teach pageTitle in tests/e2e/helpers.ts`);
}

/**
 * Every page in both languages, from the route table (tests/support/route-table.ts), with the
 * page part of its title: the English pages (the specification's 13, Insights and the privacy page,
 * the categories, then the rest of Insights), then their Bangla counterparts in the same order
 * (404 pages apart).
 */
export const allRoutes = pagePaths.map((path) => ({ path, title: pageTitle(path) }));
/** Every page whose words differ (tests/support/route-table.ts): for the checks that read them. */
export const distinctRoutes = allRoutes.filter((route) => pagesWithDistinctWords.includes(route.path));
const distinctPaths = new Set(pagesWithDistinctWords);
export const isDistinct = (route: { path: string }) => distinctPaths.has(route.path);
/** One page per route module and language (tests/support/route-table.ts): for checks of a layout at a second width. */
export const onePagePerTemplate = allRoutes.filter((route) => templatePaths.includes(route.path));
const templatePathSet = new Set(pagesWithoutRepeats);
export const isTemplateRoute = (route: { path: string }) => templatePathSet.has(route.path);
/** The English pages. */
export const routes = allRoutes.filter((route) => localeFromPath(route.path) === "en");
/** The Bangla edition of every page: `bnRoutes[i]` is the counterpart of `routes[i]`. */
export const bnRoutes = allRoutes.filter((route) => localeFromPath(route.path) === "bn");

/** The hydration entry (react-dom and the islands): the islands runtime imports it when an island must hydrate. */
export const hydrationEntry = /\/assets\/hydrate-islands-[\w-]+\.js$/;

/**
 * Opens a page and waits until every island is interactive. The islands entry loads once the
 * visitor uses the page, and islands hydrate when they come near the viewport
 * (app/islands/islands-runtime.ts), so the page is scrolled through once, as a visitor would,
 * then each island that is not hydrated yet is brought into view and waited for (a fast scroll
 * on a busy machine can pass one between two frames), and the page returns to the top. Islands
 * hidden at this screen size (the desktop menu on a phone) are not waited for.
 */
export async function gotoHydrated(page: Page, path: string) {
  // What the page reports while it hydrates, to say why an island did not.
  const problems: string[] = [];
  const onPageError = (error: Error) => problems.push(`page error: ${error.message}`);
  const onConsole = (message: ConsoleMessage) => {
    if (message.type() === "error") problems.push(`console error: ${message.text()}`);
  };
  const pending = new Set<Request>();
  const onRequest = (request: Request) => pending.add(request);
  const onRequestFinished = (request: Request) => pending.delete(request);
  const onRequestFailed = (request: Request) => {
    pending.delete(request);
    problems.push(`request failed: ${request.url()} (${request.failure()?.errorText ?? "no reason"})`);
  };
  page.on("pageerror", onPageError);
  page.on("console", onConsole);
  page.on("request", onRequest);
  page.on("requestfinished", onRequestFinished);
  page.on("requestfailed", onRequestFailed);
  try {
    return await scrollUntilHydrated(page, path);
  } catch (error) {
    // The runtime's observer and scrollend need the page to render: does it still?
    const frames = await rendersFrames(page).then(
      (rendering) => (rendering ? "rendering" : "no frame in 1 s"),
      () => "page unavailable",
    );
    const state = await page
      .evaluate(() => ({
        readyState: document.readyState,
        visibility: document.visibilityState,
        scrollY: Math.round(scrollY),
        islands: Array.from(document.querySelectorAll<HTMLElement>("[data-island]"), (island) => ({
          ...island.dataset,
          props: undefined,
          top: Math.round(island.firstElementChild?.getBoundingClientRect().top ?? NaN),
        })),
      }))
      .catch(() => "page unavailable");
    for (const request of pending) problems.push(`request still pending: ${request.url()}`);
    throw new Error(
      `${error instanceof Error ? error.message : String(error)}\n` +
        `page state: ${JSON.stringify(state)}, frames: ${frames}\n` +
        (problems.join("\n") || "no page error, console error, failed or pending request"),
    );
  } finally {
    page.off("pageerror", onPageError);
    page.off("console", onConsole);
    page.off("request", onRequest);
    page.off("requestfinished", onRequestFinished);
    page.off("requestfailed", onRequestFailed);
  }
}

async function scrollUntilHydrated(page: Page, path: string) {
  const response = await page.goto(path);
  await expectDocumentHydrated(page);
  // Before the walk below renders the deferred sections: a skipped one's placeholder once made a
  // phone's single column of cards 440 px wide (app.css, deferred-card).
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${path} scrolls sideways as loaded, by ${overflow} px`).toBeLessThanOrEqual(0);
  await hydrateAtThisWidth(page);
  return response;
}

/**
 * Scrolls through the open page and waits for every island shown at the current width (after
 * `setViewportSize`, the desktop menu that the phone width hid), then returns to the top: a page
 * checked at two widths is loaded once.
 */
export async function hydrateAtThisWidth(page: Page, reopened = false) {
  // A screen at a time, each shown for two frames: enough for the islands runtime's observer to
  // see what came near and for content-visibility to render it, without a fixed wait per step
  // (50 ms per half screen took 2 s on a long page).
  // A frame that Chromium does not render (it skipped one, once, and the loop waited until the
  // test's timeout) ends after 250 ms instead; the walk stops at 200 screens whatever the page does.
  await page.evaluate(async () => {
    const frame = () =>
      new Promise((resolve) => {
        requestAnimationFrame(resolve);
        setTimeout(resolve, 250);
      });
    for (
      let y = 0, screens = 0;
      y < document.documentElement.scrollHeight && screens < 200;
      y += window.innerHeight, screens += 1
    ) {
      window.scrollTo(0, y);
      await frame();
      await frame();
    }
  });
  for (const island of await page.locator("[data-island]").all()) {
    const pending = await island.evaluate(
      (element: HTMLElement) =>
        element.dataset.hydrated !== "true" &&
        Array.from(element.children).some((child) => getComputedStyle(child).display !== "none"),
    );
    if (!pending) continue;
    // Brought to the middle of the screen, then moved by a pixel: a scroll that moves the page
    // ends with `scrollend`, when the islands runtime measures what is near (its observer alone
    // has missed an island on a loaded machine; a clean clone under stress-ng waited 10 s for one
    // already in view, which scrollIntoView did not move).
    // Nudged again every 3 s while it has not hydrated: under stress-ng a clean clone's phone
    // layout test waited its whole 10 s after a single nudge for the testimonials island.
    let stalled = false;
    await expect(async () => {
      stalled = !(await rendersFrames(page));
      if (stalled) return;
      await island.evaluate((element) => {
        element.firstElementChild?.scrollIntoView({ block: "center" });
        window.scrollBy(0, window.scrollY > 0 ? -1 : 1);
      });
      await expect(island).toHaveAttribute("data-hydrated", "true", { timeout: 3_000 });
    }).toPass({ timeout: 20_000, intervals: [0] });
    if (stalled) return reopenStalledPage(page, reopened);
  }
  await page.evaluate(() => window.scrollTo(0, 0));
  // A page whose islands had all hydrated was never asked for a frame above, and a stall that
  // began during its load then failed the test's first click, which waits for frames to call the
  // button stable (a clean clone's contact form test, after its fields had been filled).
  if (!(await rendersFrames(page))) return reopenStalledPage(page, reopened);
}

/** The islands runtime has made its first observation and no hydration is under way (islands-runtime.ts). */
const expectDocumentHydrated = (page: Page) =>
  expect(page.locator("html[data-hydrated]")).toHaveCount(1, { timeout: 10_000 });

/**
 * Whether the page renders frames: a ResizeObserver's first report on a new 1 px element, which
 * only a rendering update delivers, within a second of the test's own time. Not the page's
 * requestAnimationFrame and setTimeout: in a test that installs Playwright's clock both are the
 * clock's, which call back on its timer whether the page renders or not, and a stalled page
 * passed for a rendering one (a clean clone's office-video test waited 20 s for an island in
 * view: no observer report, no scrollend, "frames: rendering").
 */
async function rendersFrames(page: Page): Promise<boolean> {
  const reported = page.evaluate(
    () =>
      new Promise<boolean>((resolve) => {
        const probe = document.createElement("div");
        probe.style.cssText = "position:fixed;top:0;left:0;width:1px;height:1px;pointer-events:none";
        const observer = new ResizeObserver(() => {
          observer.disconnect();
          probe.remove();
          resolve(true);
        });
        document.body.append(probe);
        observer.observe(probe);
      }),
  );
  let timer: ReturnType<typeof setTimeout> | undefined;
  const second = new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), 1000)));
  try {
    return await Promise.race([reported, second]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Now and then (four full runs of the accessibility spec in ten on a busy day, in both Debian
 * builds of Chromium; a clean clone under stress-ng once) a page in headless Chromium stops
 * rendering frames for good while its scripts still run: no requestAnimationFrame, no
 * IntersectionObserver report, no scrollend, so an island waiting to come near never hydrates.
 * No page of ours causes it as far as we can tell: it struck a Bangla article with no animation
 * running as well as the home pages, plain loops of the same pages under stress-ng never hit it,
 * and neither a resize nor bringToFront revived the page. The page is loaded again, once, and the
 * test says so; stalled twice, the test fails saying so.
 */
async function reopenStalledPage(page: Page, reopenedBefore: boolean) {
  const stall = `${page.url()} stopped rendering frames (headless Chromium)`;
  if (reopenedBefore) throw new Error(`${stall}, again after loading it once more`);
  test.info().annotations.push({ type: "stalled rendering", description: `${stall}: loaded again` });
  console.warn(`${test.info().title}: ${stall}: loaded again`);
  // Opened again rather than reloaded: a reload restores the scroll position (the bottom of the
  // page, where the walk had got to), and the first load is what the rest of the helper expects.
  await page.goto(page.url());
  await expectDocumentHydrated(page);
  await hydrateAtThisWidth(page, true);
}

const pauseLabels = [siteContent("en").messages.pauseRotation, siteContent("bn").messages.pauseRotation];

/**
 * Stops every rotating carousel with its own pause button, as a visitor would, before something
 * reads the page's colours: a slide sliding in has no single background (axe once reported a
 * contrast failure mid-slide on /our-services). Call it before opening a menu: the click would
 * close it.
 */
export async function pauseCarousels(page: Page) {
  const pause = page.getByRole("button", { name: new RegExp(`^(${pauseLabels.join("|")})$`) });
  for (const button of await pause.all()) if (await button.isVisible()) await button.click();
}

/** Axe's WCAG 2.2 A/AA findings, read once the running transitions and animations on screen have ended and fonts have loaded. */
export async function axeViolations(page: Page) {
  await page.evaluate(async () => {
    await document.fonts.ready;
    // Only animations that can end: running, finite, on an element that is rendered (one in a
    // section that content-visibility skips does not advance until it is scrolled to).
    const ending = document.getAnimations().filter((animation) => {
      const target = (animation.effect as KeyframeEffect | null)?.target;
      return (
        animation.playState === "running" &&
        animation.effect?.getComputedTiming().iterations !== Infinity &&
        target?.checkVisibility({ contentVisibilityAuto: true }) === true
      );
    });
    await Promise.all(ending.map((animation) => animation.finished.catch(() => undefined)));
  });
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
    .analyze();
  return results.violations.map((v) => ({
    id: v.id,
    impact: v.impact,
    help: v.help,
    targets: v.nodes.slice(0, 5).map((n) => n.target.join(" ")),
  }));
}

/**
 * A page's HTML as the server sends it, parsed by an HTML parser without a browser: for checks of
 * what the markup alone must hold (the head, the h1). A browser tab costs a context and a renderer
 * per page, which over 62 pages was a tenth of the browser stage for checks that need neither.
 */
export async function fetchDocument(request: APIRequestContext, path: string) {
  const response = await request.get(path);
  const window = new Window();
  const document = new window.DOMParser().parseFromString(await response.text(), "text/html");
  await window.happyDOM.close();
  const attribute = (selector: string, name: string) => document.querySelector(selector)?.getAttribute(name) ?? null;
  return { status: response.status(), document, attribute };
}

/**
 * The first frame waits until <main> is parsed, and <main> comes right after the header, so the
 * header is never drawn in part: a slow phone painted the logo alone, then the controls beside it
 * moved it (app/root.tsx). Chromium lets the frame go at the target's start tag.
 */
export function expectHeaderDrawnWhole(document: Awaited<ReturnType<typeof fetchDocument>>["document"]) {
  const target = document.querySelector('head link[rel="expect"][blocking="render"]')?.getAttribute("href");
  expect(target, "the head's render-blocking rel=expect link").toBe("#main");
  expect(document.querySelector("body header + main#main"), "<main id=main> right after the header").not.toBeNull();
}
