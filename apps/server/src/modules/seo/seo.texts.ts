import type { UiLanguage } from '@bgc/shared';

/**
 * Title and description templates of the served HTML (D-13), per UI language.
 * `{top}`, `{name}`, `{course}`, `{country}` are replaced; OPEN-034 wording.
 */
export interface SeoTexts {
  siteName: string;
  homeTitle: string;
  homeDescription: string;
  rankingTitle: string;
  rankingDescription: string;
  allTitle: string;
  allDescription: string;
  worldwide: string;
  courseTitle: string;
  courseDescription: string;
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
  courseTabs: Record<
    'about' | 'directorInterview' | 'reviews' | 'vlog' | 'videosPhotos' | 'promotions',
    { title: string; description: string }
  >;
  adminTitle: string;
}

export const SEO_TEXTS: Readonly<Record<UiLanguage, SeoTexts>> = {
  en: {
    siteName: 'BGC – Best Golf Courses',
    homeTitle: 'Best Golf Courses – world, zone and country golf course rankings',
    homeDescription:
      'Discover the best golf courses of the world, of each zone and of each country, ranked from ratings, reviews and followers.',
    rankingTitle: 'Top {top} best golf courses {name}',
    rankingDescription:
      'Ranking of the top {top} golf courses in {name}, based on reviews, ratings and followers.',
    allTitle: 'All golf courses {name} – ranking',
    allDescription: 'Every golf course in {name}, ranked from reviews, ratings and followers.',
    worldwide: 'worldwide',
    courseTitle: '{course} – {country} golf course ranking and reviews',
    courseDescription:
      '{course} in {country}: ranking, location, contact and details of the golf course.',
    aboutTitle: 'About BGC – how the golf course ranking works',
    aboutDescription:
      'Who we are and how the Best Golf Courses ranking combines ratings, reviews and followers.',
    notFoundTitle: 'Page not found',
    loginTitle: 'Sign in',
    registerTitle: 'Become a member',
    forgotTitle: 'Forgot password',
    resetTitle: 'Reset password',
    profileTitle: 'My profile',
    memberTitle: '{name} – golfer on BGC',
    memberDescription: "{name}'s golf profile: courses played, handicap and subscriptions.",
    courseTabs: {
      about: {
        title: 'Presentation of {course} – {country}',
        description: 'Presentation, facilities and course details of {course} in {country}.',
      },
      directorInterview: {
        title: "Directors' Interview – {course}, {country}",
        description: 'The director of {course} in {country} answers our questions.',
      },
      reviews: {
        title: 'Reviews of {course} – {country}',
        description:
          "Golfers' reviews and ratings of {course} in {country}: facilities, maintenance, surroundings, clubhouse and value for money.",
      },
      vlog: {
        title: 'Golf VLOG – {course}, {country}',
        description: 'Golf vlogs filmed at {course} in {country}.',
      },
      videosPhotos: {
        title: 'Photos & Videos – {course}, {country}',
        description: 'Photos and videos of {course} in {country}.',
      },
      promotions: {
        title: 'Promotions – {course}, {country}',
        description: 'Offers and promotions of {course} in {country}.',
      },
    },
    adminTitle: 'Course claims',
  },
  fr: {
    siteName: 'BGC – Best Golf Courses',
    homeTitle: 'Best Golf Courses – classements des golfs du monde, par zone et par pays',
    homeDescription:
      'Découvrez les meilleurs parcours de golf du monde, de chaque zone et de chaque pays, classés selon les notes, les avis et les abonnés.',
    rankingTitle: 'Top {top} des meilleurs golfs {name}',
    rankingDescription:
      'Classement des {top} meilleurs parcours de golf {name}, selon les avis, les notes et les abonnés.',
    allTitle: 'Tous les golfs {name} – classement',
    allDescription:
      'Tous les parcours de golf {name}, classés selon les avis, les notes et les abonnés.',
    worldwide: 'du monde',
    courseTitle: '{course} – classement et avis du golf ({country})',
    courseDescription:
      '{course} ({country}) : classement, localisation, contact et informations du parcours.',
    aboutTitle: 'À propos de BGC – comment fonctionne le classement des golfs',
    aboutDescription:
      'Qui nous sommes et comment le classement Best Golf Courses combine notes, avis et abonnés.',
    notFoundTitle: 'Page introuvable',
    loginTitle: 'Connexion',
    registerTitle: 'Devenir membre',
    forgotTitle: 'Mot de passe oublié',
    resetTitle: 'Réinitialiser le mot de passe',
    profileTitle: 'Mon profil',
    memberTitle: '{name} – golfeur sur BGC',
    memberDescription: 'Profil golf de {name} : parcours joués, handicap et abonnements.',
    courseTabs: {
      about: {
        title: 'Présentation de {course} – {country}',
        description: 'Présentation, équipements et parcours de {course} ({country}).',
      },
      directorInterview: {
        title: 'Interview du directeur – {course}, {country}',
        description: 'Le directeur de {course} ({country}) répond à nos questions.',
      },
      reviews: {
        title: 'Avis sur {course} – {country}',
        description:
          'Avis et notes des golfeurs sur {course} ({country}) : équipements, entretien, cadre, club-house et rapport qualité-prix.',
      },
      vlog: {
        title: 'VLOG golf – {course}, {country}',
        description: 'Vlogs de golf tournés à {course} ({country}).',
      },
      videosPhotos: {
        title: 'Photos et vidéos – {course}, {country}',
        description: 'Photos et vidéos de {course} ({country}).',
      },
      promotions: {
        title: 'Promotions – {course}, {country}',
        description: 'Offres et promotions de {course} ({country}).',
      },
    },
    adminTitle: 'Revendications de parcours',
  },
  vi: {
    siteName: 'BGC – Best Golf Courses',
    homeTitle: 'Best Golf Courses – xếp hạng sân golf thế giới, khu vực và quốc gia',
    homeDescription:
      'Khám phá những sân golf tốt nhất thế giới, theo khu vực và quốc gia, xếp hạng theo điểm đánh giá, nhận xét và người theo dõi.',
    rankingTitle: 'Top {top} sân golf tốt nhất {name}',
    rankingDescription:
      'Bảng xếp hạng {top} sân golf hàng đầu {name}, dựa trên nhận xét, điểm đánh giá và người theo dõi.',
    allTitle: 'Tất cả sân golf {name} – xếp hạng',
    allDescription:
      'Tất cả sân golf {name}, xếp hạng theo nhận xét, điểm đánh giá và người theo dõi.',
    worldwide: 'thế giới',
    courseTitle: '{course} – xếp hạng và nhận xét sân golf ({country})',
    courseDescription: '{course} ({country}): xếp hạng, vị trí, liên hệ và thông tin sân golf.',
    aboutTitle: 'Giới thiệu BGC – cách xếp hạng sân golf',
    aboutDescription:
      'Chúng tôi là ai và bảng xếp hạng Best Golf Courses kết hợp điểm, nhận xét và người theo dõi như thế nào.',
    notFoundTitle: 'Không tìm thấy trang',
    loginTitle: 'Đăng nhập',
    registerTitle: 'Trở thành thành viên',
    forgotTitle: 'Quên mật khẩu',
    resetTitle: 'Đặt lại mật khẩu',
    profileTitle: 'Hồ sơ của tôi',
    memberTitle: '{name} – golfer trên BGC',
    memberDescription: 'Hồ sơ golf của {name}: sân đã chơi, handicap và theo dõi.',
    courseTabs: {
      about: {
        title: 'Giới thiệu {course} – {country}',
        description: 'Giới thiệu, tiện ích và thông tin sân của {course} ({country}).',
      },
      directorInterview: {
        title: 'Phỏng vấn giám đốc – {course}, {country}',
        description: 'Giám đốc của {course} ({country}) trả lời câu hỏi của chúng tôi.',
      },
      reviews: {
        title: 'Đánh giá {course} – {country}',
        description:
          'Đánh giá và điểm của golfer về {course} ({country}): tiện ích, bảo dưỡng, cảnh quan, nhà câu lạc bộ và giá trị.',
      },
      vlog: {
        title: 'VLOG golf – {course}, {country}',
        description: 'Vlog golf quay tại {course} ({country}).',
      },
      videosPhotos: {
        title: 'Ảnh và video – {course}, {country}',
        description: 'Ảnh và video của {course} ({country}).',
      },
      promotions: {
        title: 'Khuyến mãi – {course}, {country}',
        description: 'Ưu đãi và khuyến mãi của {course} ({country}).',
      },
    },
    adminTitle: 'Yêu cầu quản lý sân',
  },
  it: {
    siteName: 'BGC – Best Golf Courses',
    homeTitle: 'Best Golf Courses – classifiche dei campi da golf del mondo, per zona e per paese',
    homeDescription:
      'Scopri i migliori campi da golf del mondo, di ogni zona e di ogni paese, classificati per voti, recensioni e follower.',
    rankingTitle: 'Top {top} migliori campi da golf {name}',
    rankingDescription:
      'Classifica dei {top} migliori campi da golf {name}, basata su recensioni, voti e follower.',
    allTitle: 'Tutti i campi da golf {name} – classifica',
    allDescription: 'Tutti i campi da golf {name}, classificati per recensioni, voti e follower.',
    worldwide: 'del mondo',
    courseTitle: '{course} – classifica e recensioni del campo da golf ({country})',
    courseDescription:
      '{course} ({country}): classifica, posizione, contatti e dettagli del campo da golf.',
    aboutTitle: 'Chi siamo – come funziona la classifica dei campi da golf',
    aboutDescription:
      'Chi siamo e come la classifica Best Golf Courses combina voti, recensioni e follower.',
    notFoundTitle: 'Pagina non trovata',
    loginTitle: 'Accedi',
    registerTitle: 'Diventa membro',
    forgotTitle: 'Password dimenticata',
    resetTitle: 'Reimposta la password',
    profileTitle: 'Il mio profilo',
    memberTitle: '{name} – golfista su BGC',
    memberDescription: 'Profilo golf di {name}: campi giocati, handicap e iscrizioni.',
    courseTabs: {
      about: {
        title: 'Presentazione di {course} – {country}',
        description: 'Presentazione, servizi e percorso di {course} ({country}).',
      },
      directorInterview: {
        title: 'Intervista al direttore – {course}, {country}',
        description: 'Il direttore di {course} ({country}) risponde alle nostre domande.',
      },
      reviews: {
        title: 'Recensioni di {course} – {country}',
        description:
          'Recensioni e voti dei golfisti su {course} ({country}): servizi, manutenzione, ambiente, club house e rapporto qualità-prezzo.',
      },
      vlog: {
        title: 'VLOG di golf – {course}, {country}',
        description: 'Vlog di golf girati a {course} ({country}).',
      },
      videosPhotos: {
        title: 'Foto e video – {course}, {country}',
        description: 'Foto e video di {course} ({country}).',
      },
      promotions: {
        title: 'Promozioni – {course}, {country}',
        description: 'Offerte e promozioni di {course} ({country}).',
      },
    },
    adminTitle: 'Richieste dei campi',
  },
  de: {
    siteName: 'BGC – Best Golf Courses',
    homeTitle: 'Best Golf Courses – Golfplatz-Rankings weltweit, nach Zone und Land',
    homeDescription:
      'Entdecken Sie die besten Golfplätze der Welt, jeder Zone und jedes Landes, gerankt nach Bewertungen, Rezensionen und Followern.',
    rankingTitle: 'Top {top} der besten Golfplätze {name}',
    rankingDescription:
      'Ranking der {top} besten Golfplätze {name}, basierend auf Rezensionen, Bewertungen und Followern.',
    allTitle: 'Alle Golfplätze {name} – Ranking',
    allDescription: 'Alle Golfplätze {name}, gerankt nach Rezensionen, Bewertungen und Followern.',
    worldwide: 'weltweit',
    courseTitle: '{course} – Golfplatz-Ranking und Bewertungen ({country})',
    courseDescription: '{course} ({country}): Ranking, Lage, Kontakt und Details des Golfplatzes.',
    aboutTitle: 'Über BGC – so funktioniert das Golfplatz-Ranking',
    aboutDescription:
      'Wer wir sind und wie das Best-Golf-Courses-Ranking Bewertungen, Rezensionen und Follower kombiniert.',
    notFoundTitle: 'Seite nicht gefunden',
    loginTitle: 'Anmelden',
    registerTitle: 'Mitglied werden',
    forgotTitle: 'Passwort vergessen',
    resetTitle: 'Passwort zurücksetzen',
    profileTitle: 'Mein Profil',
    memberTitle: '{name} – Golfer bei BGC',
    memberDescription: 'Golfprofil von {name}: gespielte Plätze, Handicap und Abonnements.',
    courseTabs: {
      about: {
        title: 'Vorstellung von {course} – {country}',
        description: 'Vorstellung, Ausstattung und Platzdaten von {course} ({country}).',
      },
      directorInterview: {
        title: 'Interview mit der Leitung – {course}, {country}',
        description: 'Die Leitung von {course} ({country}) beantwortet unsere Fragen.',
      },
      reviews: {
        title: 'Bewertungen von {course} – {country}',
        description:
          'Bewertungen von Golfern zu {course} ({country}): Ausstattung, Pflege, Umgebung, Clubhaus und Preis-Leistung.',
      },
      vlog: {
        title: 'Golf-VLOG – {course}, {country}',
        description: 'Golf-Vlogs, gedreht auf {course} ({country}).',
      },
      videosPhotos: {
        title: 'Fotos und Videos – {course}, {country}',
        description: 'Fotos und Videos von {course} ({country}).',
      },
      promotions: {
        title: 'Angebote – {course}, {country}',
        description: 'Angebote und Aktionen von {course} ({country}).',
      },
    },
    adminTitle: 'Platzanträge',
  },
  es: {
    siteName: 'BGC – Best Golf Courses',
    homeTitle: 'Best Golf Courses – rankings de campos de golf del mundo, por zona y por país',
    homeDescription:
      'Descubre los mejores campos de golf del mundo, de cada zona y de cada país, clasificados por valoraciones, reseñas y seguidores.',
    rankingTitle: 'Top {top} mejores campos de golf {name}',
    rankingDescription:
      'Ranking de los {top} mejores campos de golf {name}, basado en reseñas, valoraciones y seguidores.',
    allTitle: 'Todos los campos de golf {name} – ranking',
    allDescription:
      'Todos los campos de golf {name}, clasificados por reseñas, valoraciones y seguidores.',
    worldwide: 'del mundo',
    courseTitle: '{course} – ranking y reseñas del campo de golf ({country})',
    courseDescription:
      '{course} ({country}): ranking, ubicación, contacto y detalles del campo de golf.',
    aboutTitle: 'Sobre BGC – cómo funciona el ranking de campos de golf',
    aboutDescription:
      'Quiénes somos y cómo el ranking Best Golf Courses combina valoraciones, reseñas y seguidores.',
    notFoundTitle: 'Página no encontrada',
    loginTitle: 'Iniciar sesión',
    registerTitle: 'Hazte miembro',
    forgotTitle: 'Contraseña olvidada',
    resetTitle: 'Restablecer la contraseña',
    profileTitle: 'Mi perfil',
    memberTitle: '{name} – golfista en BGC',
    memberDescription: 'Perfil de golf de {name}: campos jugados, hándicap y suscripciones.',
    courseTabs: {
      about: {
        title: 'Presentación de {course} – {country}',
        description: 'Presentación, instalaciones y recorrido de {course} ({country}).',
      },
      directorInterview: {
        title: 'Entrevista al director – {course}, {country}',
        description: 'El director de {course} ({country}) responde a nuestras preguntas.',
      },
      reviews: {
        title: 'Opiniones sobre {course} – {country}',
        description:
          'Opiniones y notas de golfistas sobre {course} ({country}): instalaciones, mantenimiento, entorno, casa club y relación calidad-precio.',
      },
      vlog: {
        title: 'VLOG de golf – {course}, {country}',
        description: 'Vlogs de golf grabados en {course} ({country}).',
      },
      videosPhotos: {
        title: 'Fotos y vídeos – {course}, {country}',
        description: 'Fotos y vídeos de {course} ({country}).',
      },
      promotions: {
        title: 'Promociones – {course}, {country}',
        description: 'Ofertas y promociones de {course} ({country}).',
      },
    },
    adminTitle: 'Solicitudes de campos',
  },
};

/** Replaces `{key}` placeholders. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key] ?? ''));
}
