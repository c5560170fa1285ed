import { COURSE_TABS, SITE_NAME, type CourseTab, type UiLanguage } from '@bgc/shared';
// The SPA catalogs are the one source of the page titles and descriptions (D-13, I18N-010):
// the server writes into the served HTML exactly what the SPA then sets itself. tsup inlines
// these JSON files into the server bundle.
import enCommon from '../../../../web/src/i18n/locales/en/common.json' with { type: 'json' };
import enHome from '../../../../web/src/i18n/locales/en/home.json' with { type: 'json' };
import enRanking from '../../../../web/src/i18n/locales/en/ranking.json' with { type: 'json' };
import enCourse from '../../../../web/src/i18n/locales/en/course.json' with { type: 'json' };
import enAuth from '../../../../web/src/i18n/locales/en/auth.json' with { type: 'json' };
import enProfile from '../../../../web/src/i18n/locales/en/profile.json' with { type: 'json' };
import enAdmin from '../../../../web/src/i18n/locales/en/admin.json' with { type: 'json' };
import enFeed from '../../../../web/src/i18n/locales/en/feed.json' with { type: 'json' };
import enCommunity from '../../../../web/src/i18n/locales/en/community.json' with { type: 'json' };
import enLegal from '../../../../web/src/i18n/locales/en/legal.json' with { type: 'json' };
import enFinder from '../../../../web/src/i18n/locales/en/finder.json' with { type: 'json' };
import frCommon from '../../../../web/src/i18n/locales/fr/common.json' with { type: 'json' };
import frHome from '../../../../web/src/i18n/locales/fr/home.json' with { type: 'json' };
import frRanking from '../../../../web/src/i18n/locales/fr/ranking.json' with { type: 'json' };
import frCourse from '../../../../web/src/i18n/locales/fr/course.json' with { type: 'json' };
import frAuth from '../../../../web/src/i18n/locales/fr/auth.json' with { type: 'json' };
import frProfile from '../../../../web/src/i18n/locales/fr/profile.json' with { type: 'json' };
import frAdmin from '../../../../web/src/i18n/locales/fr/admin.json' with { type: 'json' };
import frFeed from '../../../../web/src/i18n/locales/fr/feed.json' with { type: 'json' };
import frCommunity from '../../../../web/src/i18n/locales/fr/community.json' with { type: 'json' };
import frLegal from '../../../../web/src/i18n/locales/fr/legal.json' with { type: 'json' };
import frFinder from '../../../../web/src/i18n/locales/fr/finder.json' with { type: 'json' };
import viCommon from '../../../../web/src/i18n/locales/vi/common.json' with { type: 'json' };
import viHome from '../../../../web/src/i18n/locales/vi/home.json' with { type: 'json' };
import viRanking from '../../../../web/src/i18n/locales/vi/ranking.json' with { type: 'json' };
import viCourse from '../../../../web/src/i18n/locales/vi/course.json' with { type: 'json' };
import viAuth from '../../../../web/src/i18n/locales/vi/auth.json' with { type: 'json' };
import viProfile from '../../../../web/src/i18n/locales/vi/profile.json' with { type: 'json' };
import viAdmin from '../../../../web/src/i18n/locales/vi/admin.json' with { type: 'json' };
import viFeed from '../../../../web/src/i18n/locales/vi/feed.json' with { type: 'json' };
import viCommunity from '../../../../web/src/i18n/locales/vi/community.json' with { type: 'json' };
import viLegal from '../../../../web/src/i18n/locales/vi/legal.json' with { type: 'json' };
import viFinder from '../../../../web/src/i18n/locales/vi/finder.json' with { type: 'json' };
import itCommon from '../../../../web/src/i18n/locales/it/common.json' with { type: 'json' };
import itHome from '../../../../web/src/i18n/locales/it/home.json' with { type: 'json' };
import itRanking from '../../../../web/src/i18n/locales/it/ranking.json' with { type: 'json' };
import itCourse from '../../../../web/src/i18n/locales/it/course.json' with { type: 'json' };
import itAuth from '../../../../web/src/i18n/locales/it/auth.json' with { type: 'json' };
import itProfile from '../../../../web/src/i18n/locales/it/profile.json' with { type: 'json' };
import itAdmin from '../../../../web/src/i18n/locales/it/admin.json' with { type: 'json' };
import itFeed from '../../../../web/src/i18n/locales/it/feed.json' with { type: 'json' };
import itCommunity from '../../../../web/src/i18n/locales/it/community.json' with { type: 'json' };
import itLegal from '../../../../web/src/i18n/locales/it/legal.json' with { type: 'json' };
import itFinder from '../../../../web/src/i18n/locales/it/finder.json' with { type: 'json' };
import deCommon from '../../../../web/src/i18n/locales/de/common.json' with { type: 'json' };
import deHome from '../../../../web/src/i18n/locales/de/home.json' with { type: 'json' };
import deRanking from '../../../../web/src/i18n/locales/de/ranking.json' with { type: 'json' };
import deCourse from '../../../../web/src/i18n/locales/de/course.json' with { type: 'json' };
import deAuth from '../../../../web/src/i18n/locales/de/auth.json' with { type: 'json' };
import deProfile from '../../../../web/src/i18n/locales/de/profile.json' with { type: 'json' };
import deAdmin from '../../../../web/src/i18n/locales/de/admin.json' with { type: 'json' };
import deFeed from '../../../../web/src/i18n/locales/de/feed.json' with { type: 'json' };
import deCommunity from '../../../../web/src/i18n/locales/de/community.json' with { type: 'json' };
import deLegal from '../../../../web/src/i18n/locales/de/legal.json' with { type: 'json' };
import deFinder from '../../../../web/src/i18n/locales/de/finder.json' with { type: 'json' };
import esCommon from '../../../../web/src/i18n/locales/es/common.json' with { type: 'json' };
import esHome from '../../../../web/src/i18n/locales/es/home.json' with { type: 'json' };
import esRanking from '../../../../web/src/i18n/locales/es/ranking.json' with { type: 'json' };
import esCourse from '../../../../web/src/i18n/locales/es/course.json' with { type: 'json' };
import esAuth from '../../../../web/src/i18n/locales/es/auth.json' with { type: 'json' };
import esProfile from '../../../../web/src/i18n/locales/es/profile.json' with { type: 'json' };
import esAdmin from '../../../../web/src/i18n/locales/es/admin.json' with { type: 'json' };
import esFeed from '../../../../web/src/i18n/locales/es/feed.json' with { type: 'json' };
import esCommunity from '../../../../web/src/i18n/locales/es/community.json' with { type: 'json' };
import esLegal from '../../../../web/src/i18n/locales/es/legal.json' with { type: 'json' };
import esFinder from '../../../../web/src/i18n/locales/es/finder.json' with { type: 'json' };

/**
 * Title and description templates of the served HTML (D-13), per UI language, taken from the
 * SPA catalogs (`{x}` placeholders; the course pages' `{course}` is the catalogs' `{{name}}`).
 * one text, two readers, so they cannot drift apart. To change a title,
 * edit the SPA catalog (all six languages); `seo-texts.unit.test.ts` checks every key exists.
 */
export interface SeoTexts {
  siteName: string;
  homeTitle: string;
  homeDescription: string;
  rankingTitle: string;
  rankingDescription: string;
  allTitle: string;
  allDescription: string;
  /** The world ranking (its sentences do not take an area name). */
  worldTitle: string;
  worldDescription: string;
  worldAllTitle: string;
  worldAllDescription: string;
  courseTitle: string;
  courseDescription: string;
  /** sentence added to a championship venue's description ({events}). */
  courseHistory: string;
  aboutTitle: string;
  aboutDescription: string;
  notFoundTitle: string;
  loginTitle: string;
  registerTitle: string;
  forgotTitle: string;
  resetTitle: string;
  profileTitle: string;
  memberTitle: string;
  memberDescription: string;
  /** COURSE-006: title and description of each course tab other than the Timeline. */
  courseTabs: Record<CourseTabKey, { title: string; description: string }>;
  adminTitle: string;
  newsfeedTitle: string;
  newsfeedDescription: string;
  coachesTitle: string;
  coachesDescription: string;
  communityTitle: string;
  communityDescription: string;
  /** LEGAL-001..003: the legal pages. */
  rgpdTitle: string;
  rgpdDescription: string;
  cookiesTitle: string;
  cookiesDescription: string;
  termsTitle: string;
  termsDescription: string;
  /** SVC-001 / SVC-027: services page, partnership page and the pack samples. */
  serviceTitle: string;
  serviceDescription: string;
  contactTitle: string;
  contactDescription: string;
  sampleTitle: string;
  sampleDescription: string;
}

/** The course tabs with a page of their own (COURSE-004: every tab but the Timeline, `home`). */
type CourseTabKey = Exclude<CourseTab, 'home'>;
const TAB_PAGES = COURSE_TABS.filter((tab): tab is CourseTabKey => tab !== 'home');

const CATALOGS = {
  en: {
    common: enCommon,
    home: enHome,
    ranking: enRanking,
    course: enCourse,
    auth: enAuth,
    profile: enProfile,
    admin: enAdmin,
    feed: enFeed,
    community: enCommunity,
    legal: enLegal,
    finder: enFinder,
  },
  fr: {
    common: frCommon,
    home: frHome,
    ranking: frRanking,
    course: frCourse,
    auth: frAuth,
    profile: frProfile,
    admin: frAdmin,
    feed: frFeed,
    community: frCommunity,
    legal: frLegal,
    finder: frFinder,
  },
  vi: {
    common: viCommon,
    home: viHome,
    ranking: viRanking,
    course: viCourse,
    auth: viAuth,
    profile: viProfile,
    admin: viAdmin,
    feed: viFeed,
    community: viCommunity,
    legal: viLegal,
    finder: viFinder,
  },
  it: {
    common: itCommon,
    home: itHome,
    ranking: itRanking,
    course: itCourse,
    auth: itAuth,
    profile: itProfile,
    admin: itAdmin,
    feed: itFeed,
    community: itCommunity,
    legal: itLegal,
    finder: itFinder,
  },
  de: {
    common: deCommon,
    home: deHome,
    ranking: deRanking,
    course: deCourse,
    auth: deAuth,
    profile: deProfile,
    admin: deAdmin,
    feed: deFeed,
    community: deCommunity,
    legal: deLegal,
    finder: deFinder,
  },
  es: {
    common: esCommon,
    home: esHome,
    ranking: esRanking,
    course: esCourse,
    auth: esAuth,
    profile: esProfile,
    admin: esAdmin,
    feed: esFeed,
    community: esCommunity,
    legal: esLegal,
    finder: esFinder,
  },
} as const;

/** Texts the SPA does not show: the member page sets no description there. */
const MEMBER_DESCRIPTION: Record<UiLanguage, string> = {
  en: "{name}'s golf profile: courses played, handicap and subscriptions.",
  fr: 'Profil golf de {name} : parcours joués, handicap et abonnements.',
  vi: 'Hồ sơ golf của {name}: sân đã chơi, handicap và theo dõi.',
  it: 'Profilo golf di {name}: campi giocati, handicap e iscrizioni.',
  de: 'Golfprofil von {name}: gespielte Plätze, Handicap und Abonnements.',
  es: 'Perfil de golf de {name}: campos jugados, hándicap y suscripciones.',
};

type ServerOnlyKey =
  | 'courseHistory'
  | 'serviceTitle'
  | 'serviceDescription'
  | 'contactTitle'
  | 'contactDescription'
  | 'sampleTitle'
  | 'sampleDescription';

/**
 * Texts the SPA does not show in the same words (the served HTML's longer service titles and
 * descriptions, the championship sentence of a course description): server-only, six languages.
 */
const SERVER_ONLY: Record<UiLanguage, Pick<SeoTexts, ServerOnlyKey>> = {
  en: {
    courseHistory: 'Championships hosted: {events}.',
    serviceTitle: 'Services for golf clubs – websites and BGC pages',
    serviceDescription:
      'Website packs Par, Birdie, Eagle and Hole-in-One and BGC page packs Birdie, Eagle and Albatross for golf clubs: contents and monthly or yearly prices.',
    contactTitle: 'Partnership contact',
    contactDescription: 'Write to BGC about a partnership: we answer within 24 hours.',
    sampleTitle: '{pack} pack – sample golf club website',
    sampleDescription:
      'What a golf club website of the {pack} pack looks like, built from a real course.',
  },
  fr: {
    courseHistory: 'Championnats accueillis : {events}.',
    serviceTitle: 'Services aux golfs – sites web et pages BGC',
    serviceDescription:
      'Packs site web Par, Birdie, Eagle et Hole-in-One et packs page BGC Birdie, Eagle et Albatross pour les golfs : contenus et prix mensuels ou annuels.',
    contactTitle: 'Contact partenariat',
    contactDescription: 'Écrivez à BGC pour un partenariat : nous répondons sous 24 heures.',
    sampleTitle: 'Pack {pack} – exemple de site de golf',
    sampleDescription:
      "À quoi ressemble un site de golf du pack {pack}, construit à partir d'un vrai parcours.",
  },
  vi: {
    courseHistory: 'Các giải đấu đã tổ chức: {events}.',
    serviceTitle: 'Dịch vụ cho sân golf – website và trang BGC',
    serviceDescription:
      'Các gói website Par, Birdie, Eagle và Hole-in-One và các gói trang BGC Birdie, Eagle và Albatross cho sân golf: nội dung và giá theo tháng hoặc theo năm.',
    contactTitle: 'Liên hệ hợp tác',
    contactDescription: 'Viết cho BGC về hợp tác: chúng tôi trả lời trong vòng 24 giờ.',
    sampleTitle: 'Gói {pack} – website sân golf mẫu',
    sampleDescription: 'Website sân golf của gói {pack} trông thế nào, dựng từ một sân có thật.',
  },
  it: {
    courseHistory: 'Campionati ospitati: {events}.',
    serviceTitle: 'Servizi per i golf club – siti web e pagine BGC',
    serviceDescription:
      'Pacchetti sito web Par, Birdie, Eagle e Hole-in-One e pacchetti pagina BGC Birdie, Eagle e Albatross per i golf club: contenuti e prezzi mensili o annuali.',
    contactTitle: 'Contatto partnership',
    contactDescription: 'Scrivete a BGC per una partnership: rispondiamo entro 24 ore.',
    sampleTitle: 'Pacchetto {pack} – esempio di sito di un golf club',
    sampleDescription:
      'Come appare il sito di un golf club del pacchetto {pack}, costruito da un campo reale.',
  },
  de: {
    courseHistory: 'Ausgerichtete Meisterschaften: {events}.',
    serviceTitle: 'Dienste für Golfclubs – Websites und BGC-Seiten',
    serviceDescription:
      'Website-Pakete Par, Birdie, Eagle und Hole-in-One und BGC-Seiten-Pakete Birdie, Eagle und Albatross für Golfclubs: Inhalte und Monats- oder Jahrespreise.',
    contactTitle: 'Partnerschaftskontakt',
    contactDescription:
      'Schreiben Sie BGC wegen einer Partnerschaft: Wir antworten innerhalb von 24 Stunden.',
    sampleTitle: 'Paket {pack} – Beispiel einer Golfclub-Website',
    sampleDescription:
      'So sieht die Website eines Golfclubs im Paket {pack} aus, gebaut aus einem echten Platz.',
  },
  es: {
    courseHistory: 'Campeonatos acogidos: {events}.',
    serviceTitle: 'Servicios para clubes de golf – sitios web y páginas BGC',
    serviceDescription:
      'Packs de sitio web Par, Birdie, Eagle y Hole-in-One y packs de página BGC Birdie, Eagle y Albatross para clubes de golf: contenidos y precios mensuales o anuales.',
    contactTitle: 'Contacto de colaboración',
    contactDescription: 'Escriba a BGC sobre una colaboración: respondemos en 24 horas.',
    sampleTitle: 'Pack {pack} – ejemplo de sitio de un club de golf',
    sampleDescription:
      'Cómo es el sitio de un club de golf del pack {pack}, creado a partir de un campo real.',
  },
};

/** Server text → `namespace:dotted.key` of the SPA catalogs (exported for the unit test). */
export const SEO_CATALOG_KEYS = {
  homeTitle: 'home:meta.title',
  homeDescription: 'home:meta.description',
  rankingTitle: 'ranking:meta.title',
  rankingDescription: 'ranking:meta.description',
  allTitle: 'ranking:bestIn',
  allDescription: 'ranking:meta.allDescription',
  worldTitle: 'ranking:world.metaTitle',
  worldDescription: 'ranking:world.metaDescription',
  worldAllTitle: 'ranking:world.bestIn',
  worldAllDescription: 'ranking:world.allDescription',
  aboutTitle: 'home:about.metaTitle',
  aboutDescription: 'home:about.metaDescription',
  notFoundTitle: 'common:notFound.title',
  loginTitle: 'auth:login.metaTitle',
  registerTitle: 'auth:register.metaTitle',
  forgotTitle: 'auth:forgot.metaTitle',
  resetTitle: 'auth:reset.metaTitle',
  profileTitle: 'profile:meta.ownTitle',
  memberTitle: 'profile:meta.memberTitle',
  adminTitle: 'admin:claims.title',
  newsfeedTitle: 'feed:newsfeed.title',
  newsfeedDescription: 'feed:newsfeed.description',
  coachesTitle: 'community:coaches.title',
  coachesDescription: 'community:coaches.description',
  communityTitle: 'community:community.title',
  communityDescription: 'community:community.description',
  rgpdTitle: 'legal:rgpd.title',
  rgpdDescription: 'legal:rgpd.metaDescription',
  cookiesTitle: 'legal:cookies.title',
  cookiesDescription: 'legal:cookies.metaDescription',
  termsTitle: 'legal:terms.title',
  termsDescription: 'legal:terms.metaDescription',
} as const satisfies Partial<Record<keyof SeoTexts, string>>;

/**
 * The catalog text at `namespace:dotted.key` of `lang`, with i18next's `{{x}}` written as
 * `{x}` (and `{{name}}` as `{course}` on course pages). Throws on a missing key, so a
 * renamed catalog key fails at boot and in the unit test, never silently.
 */
export function catalogText(lang: UiLanguage, ref: string, courseNames = false): string {
  const [ns, key] = ref.split(':') as [keyof (typeof CATALOGS)['en'], string];
  let node: unknown = CATALOGS[lang][ns];
  for (const part of key.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  if (typeof node !== 'string') throw new Error(`SEO text ${lang}/${ref} is missing`);
  return node.replace(/\{\{(\w+)\}\}/g, (_, name: string) =>
    courseNames && name === 'name' ? '{course}' : `{${name}}`,
  );
}

function textsOf(lang: UiLanguage): SeoTexts {
  const shared = Object.fromEntries(
    Object.entries(SEO_CATALOG_KEYS).map(([key, ref]) => [key, catalogText(lang, ref)]),
  ) as Record<keyof typeof SEO_CATALOG_KEYS, string>;
  return {
    ...shared,
    siteName: SITE_NAME,
    memberDescription: MEMBER_DESCRIPTION[lang],
    ...SERVER_ONLY[lang],
    courseTitle: catalogText(lang, 'course:meta.home.title', true),
    courseDescription: catalogText(lang, 'course:meta.home.description', true),
    courseTabs: Object.fromEntries(
      TAB_PAGES.map((tab) => [
        tab,
        {
          title: catalogText(lang, `course:meta.${tab}.title`, true),
          description: catalogText(lang, `course:meta.${tab}.description`, true),
        },
      ]),
    ) as SeoTexts['courseTabs'],
  };
}

export const SEO_TEXTS: Readonly<Record<UiLanguage, SeoTexts>> = {
  en: textsOf('en'),
  fr: textsOf('fr'),
  vi: textsOf('vi'),
  it: textsOf('it'),
  de: textsOf('de'),
  es: textsOf('es'),
};

/** Replaces `{key}` placeholders. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key] ?? ''));
}
