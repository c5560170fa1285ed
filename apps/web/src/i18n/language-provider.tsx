import { startTransition, useEffect, useState, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import i18n from './index.js';

/** One i18next instance per UI language, sharing the global instance's catalogs. */
const instances = new Map<string, I18n>();

/**
 * The i18next instance React renders `lang` with: a clone of the global instance fixed to that
 * language (the catalogs are shared, so nothing loads twice). Created once per language.
 */
function instanceFor(lang: string): I18n {
  let instance = instances.get(lang);
  if (!instance) {
    instance = i18n.cloneInstance({ lng: lang, initAsync: false });
    instances.set(lang, instance);
  }
  return instance;
}

/**
 * D-08 / I18N-004: the UI language as React state. i18next keeps its language in the global
 * instance, outside React: when the switcher changed it while part of a server-rendered page
 * was still hydrating, that part rendered the new language against the served HTML in the old
 * one (React error 418, and the part rendered afresh). Here every component translates with an
 * instance fixed to one language, handed down by context, and a change of the global language
 * (`chooseLanguage`) becomes a state update (a transition: the page keeps its old texts while
 * the new language's catalogs load). React hydrates a part that has not hydrated yet with the
 * context it was rendered with before it applies the update, so the HTML always matches.
 *
 * Render it once the global instance is initialised (`i18nReady`).
 */
export function LanguageProvider({ children }: { children: ReactNode }) {
  const [instance, setInstance] = useState(() => instanceFor(i18n.language));
  useEffect(() => {
    const follow = (lang: string) => startTransition(() => setInstance(instanceFor(lang)));
    // a change between the first render and this effect (the same language changes nothing)
    follow(i18n.language);
    i18n.on('languageChanged', follow);
    return () => i18n.off('languageChanged', follow);
  }, []);
  return <I18nextProvider i18n={instance}>{children}</I18nextProvider>;
}
