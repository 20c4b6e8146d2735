import type { ComponentType } from 'react';
import { pageKeys, type PageKey } from '../config/paths';
import type { ShownForm } from '../forms/answerRules';
import { forms, type FormName } from '../forms/registry';
import type { JsonLd } from '../seo/structuredData';

export interface PageModule {
  /** The source file, as Vite's build manifest names it, for the prerender's modulepreload. */
  file: string;
  load: () => Promise<LoadedPage>;
}

interface LoadedPage {
  Component: ComponentType;
  /** Structured data of the page's own, beyond the agency's, when it exports some. */
  structuredData?: () => JsonLd[];
  /** The forms the page shows, whose own pages take their words and fields from here. */
  forms?: readonly ShownForm[];
}

/**
 * Each page is its own chunk, loaded with its route: a visitor downloads the page they opened
 * and the shared layout, not the whole site. A page lives at `src/pages/<key>/<Key>Page.tsx`
 * and exports `<Key>Page`, `structuredData` if it has any, and `forms` if it shows a form
 * (its confirmation pages take the form from there); the pages that are not routes of their own, or serve many routes (a place's, a job's), are left
 * out.
 */
const pageFiles = import.meta.glob<Record<string, unknown>>([
  '../pages/*/*Page.tsx',
  '!../pages/{confirmation,error,not-found,place,job}/**',
]);

function pageModule(key: PageKey): PageModule {
  const name = `${key.charAt(0).toUpperCase()}${key.slice(1)}Page`;
  const path = `../pages/${key}/${name}.tsx`;
  const importPage = pageFiles[path];
  if (!importPage)
    throw new Error(`The route "${key}" has no page at src/pages/${key}/${name}.tsx`);
  return {
    file: `src/pages/${key}/${name}.tsx`,
    load: async () => {
      const module = await importPage();
      const Component = module[name] as ComponentType | undefined;
      if (!Component) throw new Error(`src/pages/${key}/${name}.tsx does not export ${name}`);
      return {
        Component,
        structuredData: module.structuredData as LoadedPage['structuredData'],
        forms: module.forms as LoadedPage['forms'],
      };
    },
  };
}

/**
 * A form as the page that shows it exports it (`forms`): its own pages take its words and
 * fields from there, so they travel with that page's chunk. A page that does not export its
 * form fails the confirmation-page test and the prerender.
 */
export async function loadShownForm(name: FormName): Promise<ShownForm> {
  const page = await pageModules[forms[name].shownOn].load();
  const form = page.forms?.find(({ definition }) => definition.name === name);
  if (!form) throw new Error(`No form "${name}"`);
  return form;
}

export const pageModules = Object.fromEntries(
  pageKeys.map((key) => [key, pageModule(key)]),
) as Record<PageKey, PageModule>;
