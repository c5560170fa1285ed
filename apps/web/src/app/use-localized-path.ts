import { useCallback, useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isUiLanguage, localizePath, type UiLanguage } from '@bgc/shared';

/** The active UI language (English until the catalogs know better). */
function useUiLanguage(): UiLanguage {
  const { i18n } = useTranslation('common');
  return isUiLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'en';
}

/**
 * ROUTE-011 / OPEN-015: turns an app path (as built by `paths`) into the same screen's path
 * in the active language, for links whose active state is compared with the address.
 */
export function useLocalizedPath(): (path: string) => string {
  const lang = useUiLanguage();
  return useCallback((path: string) => localizePath(path, lang), [lang]);
}

/**
 * ROUTE-011 / OPEN-015: keeps the address at the active language's path of the screen. A
 * link or an old (English) path opens the screen, then the address is replaced (no new
 * history entry, same query, hash and state) by its translation; switching the language
 * moves to the matching path. Routes without a translation keep their path.
 */
export function useLocalizedAddress(): void {
  const lang = useUiLanguage();
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const target = localizePath(location.pathname, lang);
    if (target !== location.pathname)
      void navigate(
        { pathname: target, search: location.search, hash: location.hash },
        { replace: true, state: location.state as unknown },
      );
  }, [lang, location, navigate]);
}
