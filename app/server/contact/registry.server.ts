import type { ContactService } from "./contact-service.server.ts";

/**
 * The production server (server/index.ts) creates the contact service; the route action runs
 * inside the built React Router bundle, a separate copy of every module. A global registry under
 * a well-known Symbol is the one thing both copies share.
 */
const key = Symbol.for("jamdani.contactService");
type Registry = typeof globalThis & { [key]?: ContactService };
const registry = globalThis as Registry;
let creatingForDev: Promise<ContactService> | undefined;

export function registerContactService(service: ContactService): void {
  registry[key] = service;
}

export async function getContactService(): Promise<ContactService> {
  const service = registry[key];
  if (service) return service;
  // `react-router dev` has no server/index.ts: create one from the environment so the form works
  // while developing. Loaded lazily, so production never runs this path.
  if (process.env.NODE_ENV === "development") {
    creatingForDev ??= Promise.all([import("./contact-service.server.ts"), import("./config.server.ts")]).then(
      ([{ createContactService }, { parseContactConfig }]) => {
        registry[key] ??= createContactService(parseContactConfig());
        return registry[key];
      },
    );
    return creatingForDev;
  }
  throw new Error("No contact service registered: start the site with `node server/index.ts`, which creates it.");
}
