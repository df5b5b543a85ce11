import { buttonClasses } from "./ui/button.tsx";
import { inputClasses } from "./ui/controls.tsx";
import { noticeClasses } from "./ui/notice.tsx";
import { panelClasses } from "./ui/panel.tsx";

/**
 * The staff area's shared pieces before the kit in app/staff/ui/, kept for the content editor
 * (app/staff/content*), which is being rewritten and still imports these names. Every value comes
 * from the kit, so the two look the same; new code imports the kit's components instead, and this
 * file goes once the editor no longer needs it. Staff classes live under app/staff/, which the
 * public stylesheet does not scan (app.css `@source not`), so none reaches public pages.
 */
export const buttonClass = buttonClasses({ variant: "primary" });
export const secondaryButtonClass = buttonClasses({ variant: "secondary" });
export const dangerButtonClass = buttonClasses({ variant: "danger" });
export const inputClass = inputClasses.full;
export const panelClass = panelClasses.plain;
export const noticeClass = noticeClasses.success;
export const errorClass = noticeClasses.error;

export { StatusBadge, statusLabels } from "./ui/status-badge.tsx";
export { PageTitle } from "./ui/page-title.tsx";
export { NoScriptNotice, PasskeyStatus } from "./ui/passkey-parts.tsx";
export { formatWait, inDhaka, languageNames } from "./ui/format.ts";
