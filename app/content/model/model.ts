import type { Collection, CollectionDeclaration } from "./collection.ts";
import { articles } from "./collections/articles.ts";
import { company, officeCards, pages } from "./collections/company.ts";
import { heroBanners, rates, statistics } from "./collections/home.ts";
import { projects, teamMembers, testimonials } from "./collections/people.ts";
import { categories } from "./collections/services.ts";
import { site } from "./collections/site.ts";

/**
 * The content model: every collection of the edition, declared once (collections/), in the order
 * the editor lists them. The pages' schemas and types, the editor's forms, validation, rights and
 * a new record's values all come from here.
 */
export const model = {
  heroBanners,
  statistics,
  rates,
  categories,
  projects,
  teamMembers,
  testimonials,
  officeCards,
  company,
  pages,
  site,
  articles,
} as const;

export type Model = typeof model;
export type CollectionName = keyof Model;
export const collectionNames = Object.keys(model) as CollectionName[];

export const isCollectionName = (name: string): name is CollectionName => Object.hasOwn(model, name);

/** A collection's declaration by name, or undefined for a name that is none (an address can carry any). */
export const collectionOf = (name: string): Collection | undefined =>
  isCollectionName(name) ? (model[name] as unknown as Collection) : undefined;

export type AnyCollection = CollectionDeclaration;
