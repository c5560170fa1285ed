import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import {
  UI_LANGUAGES,
  detectUiLanguage,
  ROUTE_PAGES,
  parsePath,
  pathLanguage,
  type AppRoute,
  type UiLanguage,
} from '@bgc/shared';

/**
 * i18next set-up (docs/style.md §12). Catalogs live in `locales/<lang>/<namespace>.json`
 * and load lazily, one language at a time, so a page ships only what it shows.
 * The language follows D-08 (host prefix or port, stored choice, `ln`, else English).
 */

/** Local storage key of the language chosen with the switcher (I18N-004). */
export const LANGUAGE_STORAGE_KEY = 'bgc.language';

/** Every namespace of the catalogs (the others load on first use; see `routeNamespaces`). */
export const NAMESPACES = [
  'common',
  'home',
  'ranking',
  'course',
  'auth',
  'profile',
  'reviews',
  'media',
  'map',
  'admin',
  'posts',
  'feed',
  'community',
  'errors',
  'facts',
  'corrections',
  'ux',
  'chat',
  'notifications',
  'finder',
  'upload',
] as const;

/**
 * The namespaces a route's first screen shows besides 'common' (decision 028): the page
 * table's `namespaces` (decision 033). They load with the route (at start for the first route,
 * with the page chunk on navigation), the others when a screen first uses them.
 */
export function routeNamespaces(route: AppRoute['name']): readonly string[] {
  return Object.hasOwn(ROUTE_PAGES, route)
    ? ROUTE_PAGES[route as keyof typeof ROUTE_PAGES].namespaces
    : [];
}

/** Loads the namespaces of `route` (resolves when they are in, or failed: texts then fall back). */
export function loadRouteNamespaces(route: AppRoute['name']): Promise<void> {
  const ns = routeNamespaces(route);
  return ns.length ? i18n.loadNamespaces([...ns]).catch(() => undefined) : Promise.resolve();
}

/** 'common' and the first route's namespaces: what the first screen needs. */
function startNamespaces(): string[] {
  if (typeof window === 'undefined') return ['common'];
  return ['common', ...routeNamespaces(parsePath(window.location.pathname).name)];
}

/**
 * Namespaces loaded only when a screen first uses them (large texts of pages few visitors open):
 * the legal pages and the services for golf clubs.
 */
export const LAZY_NAMESPACES = ['legal', 'services'] as const;

function readStored(): string | null {
  try {
    return window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    return null;
  }
}

/** D-08: the language this page load starts with. */
export function initialLanguage(): UiLanguage {
  // outside a browser (unit tests of modules that import the catalogs) the default applies
  if (typeof window === 'undefined') return 'en';
  return detectUiLanguage({
    hostname: window.location.hostname,
    port: window.location.port,
    stored: readStored(),
    search: window.location.search,
    pathLanguage: pathLanguage(window.location.pathname),
  });
}

/**
 * Switcher action (I18N-004): changes the language and stores the choice. React follows the
 * change as a state update (`LanguageProvider`), so a part of the page still hydrating keeps
 * the language of its HTML.
 */
export async function chooseLanguage(lang: UiLanguage): Promise<void> {
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, lang);
  } catch {
    // storage unavailable (private mode): the choice lasts for this page only
  }
  await i18n.changeLanguage(lang);
}

type CatalogTable = Record<string, () => Promise<Record<string, unknown>>>;

/**
 * Decision 059: each language's table of catalog chunks is a small chunk of its own (`tables/`),
 * so the entry holds six imports instead of one per language and namespace.
 */
const CATALOG_TABLES: Record<UiLanguage, () => Promise<{ catalogs: CatalogTable }>> = {
  en: () => import('./tables/en.js'),
  fr: () => import('./tables/fr.js'),
  vi: () => import('./tables/vi.js'),
  it: () => import('./tables/it.js'),
  de: () => import('./tables/de.js'),
  es: () => import('./tables/es.js'),
};

/** The catalog `locales/<lng>/<ns>.json` (rejects for a language or namespace that has none). */
async function loadCatalog(lng: string, ns: string): Promise<Record<string, unknown>> {
  const table = Object.hasOwn(CATALOG_TABLES, lng) ? CATALOG_TABLES[lng as UiLanguage] : null;
  const load = table ? (await table()).catalogs[`../locales/${lng}/${ns}.json`] : undefined;
  if (!load) throw new Error(`no catalog ${lng}/${ns}`);
  return load();
}

/**
 * Settles once `init` has set the language and loaded the start namespaces in it. Until then
 * `i18n.language` is unset (i18next initialises on the next tick), and a `loadNamespaces` call
 * would load the fallback language's catalogs only: hydration waits for this first.
 */
export const i18nReady: Promise<void> = i18n
  .use(initReactI18next)
  .use(resourcesToBackend(loadCatalog))
  .init({
    lng: initialLanguage(),
    fallbackLng: 'en',
    supportedLngs: [...UI_LANGUAGES],
    // every other namespace loads with its route or when a screen first uses it
    ns: startNamespaces(),
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    react: { useSuspense: true },
    returnNull: false,
    showSupportNotice: false,
  })
  .then(
    () => undefined,
    () => undefined,
  );

// The other namespaces follow once the page has loaded and the browser is idle, so a component
// mounting later (a post card, a dialog) does not suspend the page while its catalog loads.
if (typeof window !== 'undefined') {
  const loadRest = () => void i18n.loadNamespaces([...NAMESPACES]).catch(() => undefined);
  const whenIdle = () =>
    typeof window.requestIdleCallback === 'function'
      ? window.requestIdleCallback(loadRest, { timeout: 5000 })
      : window.setTimeout(loadRest, 2000);
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}

i18n.on('languageChanged', (lng) => {
  if (typeof document !== 'undefined') document.documentElement.lang = lng;
});

export default i18n;
