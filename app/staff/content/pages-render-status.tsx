import type { PagesRender } from "~server/pages/published-pages.server.ts";
import { inDhaka } from "../ui/format.ts";
import { noticeClasses } from "../ui/notice.tsx";

/**
 * How this instance's pages followed the last publish: rendered, or some failed and still show
 * their previous version (visitors never get a broken page), each with why.
 */
export function PagesRenderStatus({ render }: { render: PagesRender | undefined }) {
  if (!render) return null;
  const when = <time dateTime={render.at}>{inDhaka(render.at)}</time>;
  if (render.failed.length === 0) {
    return (
      <p className={`mt-4 ${noticeClasses.success}`}>
        The pages show version {render.version}: rendered again on {when}, {render.changed} files changed.
      </p>
    );
  }
  return (
    <div role="alert" className={`mt-4 ${noticeClasses.error}`}>
      <p>
        Version {render.version} was rendered on {when}, but {render.failed.length}{" "}
        {render.failed.length === 1 ? "page failed and still shows" : "pages failed and still show"} the previous
        version. Fix the record and publish again:
      </p>
      <ul className="mt-1 list-disc pl-5 font-normal">
        {render.failed.map((failure) => (
          <li key={failure.path}>
            <code>{failure.path}</code>: {failure.reason}
          </li>
        ))}
      </ul>
    </div>
  );
}
