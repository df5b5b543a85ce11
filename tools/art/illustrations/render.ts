/** Dispatches an art request to the renderer for its kind. */
import { renderCard } from "./card.ts";
import { renderHero } from "./hero.ts";
import { renderLogo } from "./logo.ts";
import { renderOffice } from "./office.ts";
import { renderPerson } from "./people.ts";
import { renderProject } from "./projects.ts";
import type { ArtRequest } from "./requests.ts";
import { renderCategory } from "./scene.ts";

export function render(req: ArtRequest): string {
  switch (req.kind) {
    case "card":
      return renderCard(req);
    case "category":
      return renderCategory(req);
    case "hero":
      return renderHero(req);
    case "project":
      return renderProject(req);
    case "person":
      return renderPerson(req);
    case "office":
      return renderOffice(req);
    case "logo":
      return renderLogo(req);
  }
}
