import { banglaFontScript } from "../../app/lib/bangla-font.ts";
import { themeScript } from "../../app/lib/theme-script.ts";
import { isPreviewPath, isStaffPath } from "../staff/staff-paths.ts";
import { contentSecurityPolicy, scriptHash } from "../http/security-headers.ts";

/**
 * The inline scripts the app itself writes into its pages, and the only inline scripts a page's
 * Content-Security-Policy allows: today root.tsx's colour theme script, in the head of every public
 * page (decision 026), and its Bangla font loader, in the head of Bangla pages. Hashed once, at
 * start, from the very functions that render them: the server is bundled with the app (decision
 * 011), so the font URL inside is the build's. The policy is never worked
 * out from a page's HTML: a <script> that reached a page some other way (markup in an article,
 * a lead's text on a rendered page) is not in this list, and the browser refuses to run it.
 * A new inline script in the layout belongs here, or the CSP browser test fails on its page.
 */
export const appInlineScripts: readonly string[] = [themeScript(), banglaFontScript()];

/** Public pages, prerendered or rendered: the site's own files and the app's own inline scripts. */
export const publicPagePolicy = contentSecurityPolicy(appInlineScripts.map(scriptHash));

/**
 * Staff pages show what visitors typed: no inline script at all, only the site's own files
 * (the passkey script is one: /staff/passkey.js). Their layout renders none (root.tsx), and React
 * Router's <Scripts>, which would write its hydration context inline, is not used (decision 002).
 */
export const staffPagePolicy = contentSecurityPolicy();

/**
 * The policy of an HTML page at `pathname`. A Preview is a public page, with its inline scripts:
 * under the staff policy its colour theme would not run.
 */
export const pagePolicy = (pathname: string): string =>
  isStaffPath(pathname) && !isPreviewPath(pathname) ? staffPagePolicy : publicPagePolicy;
