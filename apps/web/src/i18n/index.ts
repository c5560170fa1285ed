import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { UI_LANGUAGES, detectUiLanguage, pathLanguage, type UiLanguage } from '@bgc/shared';

/**
 * i18next set-up (docs/style.md §12). Catalogs live in `locales/<lang>/<namespace>.json`
 * and load lazily, one language at a time, so a page ships only what it shows.
 * The language follows D-08 (host prefix or port, stored choice, `ln`, else English).
 */

/** Local storage key of the language chosen with the switcher (I18N-004). */
export const LANGUAGE_STORAGE_KEY = 'bgc.language';

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
 * Namespaces loaded only when a screen first uses them (large texts of pages few visitors open):
 * the legal pages and the services for golf clubs (issue 15).
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

/** Switcher action (I18N-004): changes the language and stores the choice. */
export async function chooseLanguage(lang: UiLanguage): Promise<void> {
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, lang);
  } catch {
    // storage unavailable (private mode): the choice lasts for this page only
  }
  await i18n.changeLanguage(lang);
}

void i18n
  .use(initReactI18next)
  .use(
    resourcesToBackend(
      (lng: string, ns: string) =>
        import(`./locales/${lng}/${ns}.json`) as Promise<Record<string, unknown>>,
    ),
  )
  .init({
    lng: initialLanguage(),
    fallbackLng: 'en',
    supportedLngs: [...UI_LANGUAGES],
    ns: [...NAMESPACES],
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    react: { useSuspense: true },
    returnNull: false,
  });

i18n.on('languageChanged', (lng) => {
  document.documentElement.lang = lng;
});

export default i18n;
