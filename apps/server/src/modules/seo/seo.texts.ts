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
  /** Issue 11.1: sentence added to a championship venue's description ({events}). */
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
  courseTabs: Record<
    'about' | 'directorInterview' | 'reviews' | 'vlog' | 'videosPhotos' | 'promotions',
    { title: string; description: string }
  >;
  adminTitle: string;
  newsfeedTitle: string;
  newsfeedDescription: string;
  coachesTitle: string;
  coachesDescription: string;
  communityTitle: string;
  communityDescription: string;
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
    courseTitle: '{course} – golf course in {country}',
    courseDescription:
      '{course}, golf course in {country}: its world, zone and country ranking, why it ranks there, contact details and the latest reviews and vlogs.',
    courseHistory: 'Championships hosted: {events}.',
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
        title: 'Presentation of {course} – golf course in {country}',
        description:
          'Presentation of {course}, golf course in {country}: its facilities and how it compares with other golf courses.',
      },
      directorInterview: {
        title: "Directors' Interview – {course}, {country}",
        description:
          'The director of {course}, golf course in {country}, answers our seven questions.',
      },
      reviews: {
        title: 'Reviews of {course} – golf course in {country}',
        description:
          "Golfers' reviews and ratings of {course}, golf course in {country}: facilities, course maintenance, surroundings, clubhouse and value for money.",
      },
      vlog: {
        title: 'Golf VLOG – {course}, {country}',
        description: 'Golf vlogs filmed at {course}, golf course in {country}.',
      },
      videosPhotos: {
        title: 'Photos & Videos – {course}, {country}',
        description: 'Photos and videos of {course}, golf course in {country}.',
      },
      promotions: {
        title: 'Promotions – {course}, {country}',
        description: 'Promotions and offers of {course}, golf course in {country}.',
      },
    },
    adminTitle: 'Course claims',
    newsfeedTitle: 'Newsfeed',
    newsfeedDescription:
      'The latest posts, reviews and vlogs of the golfers and golf courses on BGC.',
    coachesTitle: 'Latest VLOG / Coaching video',
    coachesDescription: 'Golf vlogs and coaching videos from golfers and coaches around the world.',
    communityTitle: 'Community – golf discussions',
    communityDescription: 'Ask, answer and discuss everything golf with the BGC community.',
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
    courseTitle: '{course} – golf en {country}',
    courseDescription:
      '{course}, golf en {country} : son classement mondial, par zone et par pays, les raisons de ce rang, ses coordonnées et les derniers avis et vlogs.',
    courseHistory: 'Championnats accueillis : {events}.',
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
        title: 'Présentation de {course} – golf en {country}',
        description:
          "Présentation de {course}, golf en {country} : ses équipements et sa comparaison avec d'autres parcours.",
      },
      directorInterview: {
        title: 'Interview du directeur – {course}, {country}',
        description: 'Le directeur de {course}, golf en {country}, répond à nos sept questions.',
      },
      reviews: {
        title: 'Avis sur {course} – golf en {country}',
        description:
          'Avis et notes des golfeurs sur {course}, golf en {country} : équipements, entretien du parcours, environnement, club-house et rapport qualité-prix.',
      },
      vlog: {
        title: 'Vlog golf – {course}, {country}',
        description: 'Vlogs de golf tournés à {course}, golf en {country}.',
      },
      videosPhotos: {
        title: 'Photos et vidéos – {course}, {country}',
        description: 'Photos et vidéos de {course}, golf en {country}.',
      },
      promotions: {
        title: 'Promotions – {course}, {country}',
        description: 'Promotions et offres de {course}, golf en {country}.',
      },
    },
    adminTitle: 'Revendications de parcours',
    newsfeedTitle: "Fil d'actualité",
    newsfeedDescription:
      'Les dernières publications, avis et vlogs des golfeurs et des golfs sur BGC.',
    coachesTitle: 'Derniers VLOG / vidéos de coaching',
    coachesDescription:
      "Vlogs de golf et vidéos de coaching de golfeurs et d'entraîneurs du monde entier.",
    communityTitle: 'Communauté – discussions golf',
    communityDescription:
      'Posez vos questions et discutez de tout ce qui touche au golf avec la communauté BGC.',
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
    courseTitle: '{course} – sân golf tại {country}',
    courseDescription:
      '{course}, sân golf tại {country}: thứ hạng thế giới, khu vực và quốc gia, lý do xếp hạng, thông tin liên hệ cùng các nhận xét và vlog mới nhất.',
    courseHistory: 'Các giải đấu đã tổ chức: {events}.',
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
        title: 'Giới thiệu {course} – sân golf tại {country}',
        description:
          'Giới thiệu {course}, sân golf tại {country}: tiện ích và so sánh với các sân golf khác.',
      },
      directorInterview: {
        title: 'Phỏng vấn giám đốc – {course}, {country}',
        description:
          'Giám đốc của {course}, sân golf tại {country}, trả lời bảy câu hỏi của chúng tôi.',
      },
      reviews: {
        title: 'Nhận xét về {course} – sân golf tại {country}',
        description:
          'Nhận xét và đánh giá của các golfer về {course}, sân golf tại {country}: tiện ích, bảo dưỡng sân, cảnh quan, nhà câu lạc bộ và giá trị đồng tiền.',
      },
      vlog: {
        title: 'Vlog golf – {course}, {country}',
        description: 'Các vlog golf quay tại {course}, sân golf tại {country}.',
      },
      videosPhotos: {
        title: 'Ảnh và video – {course}, {country}',
        description: 'Ảnh và video về {course}, sân golf tại {country}.',
      },
      promotions: {
        title: 'Khuyến mãi – {course}, {country}',
        description: 'Khuyến mãi và ưu đãi của {course}, sân golf tại {country}.',
      },
    },
    adminTitle: 'Yêu cầu quản lý sân',
    newsfeedTitle: 'Bảng tin',
    newsfeedDescription: 'Bài viết, đánh giá và vlog mới nhất của golfer và sân golf trên BGC.',
    coachesTitle: 'VLOG / video huấn luyện mới nhất',
    coachesDescription: 'Vlog golf và video huấn luyện từ golfer và huấn luyện viên khắp thế giới.',
    communityTitle: 'Cộng đồng – thảo luận golf',
    communityDescription: 'Hỏi, trả lời và thảo luận mọi điều về golf cùng cộng đồng BGC.',
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
    courseTitle: '{course} – campo da golf in {country}',
    courseDescription:
      '{course}, campo da golf in {country}: la classifica mondiale, di zona e nazionale, perché si trova lì, i contatti e le ultime recensioni e vlog.',
    courseHistory: 'Campionati ospitati: {events}.',
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
        title: 'Presentazione di {course} – campo da golf in {country}',
        description:
          'Presentazione di {course}, campo da golf in {country}: i servizi e il confronto con altri campi.',
      },
      directorInterview: {
        title: 'Intervista al direttore – {course}, {country}',
        description:
          'Il direttore di {course}, campo da golf in {country}, risponde alle nostre sette domande.',
      },
      reviews: {
        title: 'Recensioni di {course} – campo da golf in {country}',
        description:
          'Recensioni e voti dei golfisti su {course}, campo da golf in {country}: servizi, manutenzione del percorso, dintorni, club house e rapporto qualità-prezzo.',
      },
      vlog: {
        title: 'Vlog di golf – {course}, {country}',
        description: 'Vlog di golf girati a {course}, campo da golf in {country}.',
      },
      videosPhotos: {
        title: 'Foto e video – {course}, {country}',
        description: 'Foto e video di {course}, campo da golf in {country}.',
      },
      promotions: {
        title: 'Promozioni – {course}, {country}',
        description: 'Promozioni e offerte di {course}, campo da golf in {country}.',
      },
    },
    adminTitle: 'Richieste dei campi',
    newsfeedTitle: 'Bacheca',
    newsfeedDescription: 'Gli ultimi post, recensioni e vlog di golfisti e campi da golf su BGC.',
    coachesTitle: 'Ultimi VLOG / video di coaching',
    coachesDescription: 'Vlog di golf e video di coaching di golfisti e maestri di tutto il mondo.',
    communityTitle: 'Community – discussioni di golf',
    communityDescription: 'Chiedi, rispondi e discuti di golf con la community di BGC.',
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
    courseTitle: '{course} – Golfplatz in {country}',
    courseDescription:
      '{course}, Golfplatz in {country}: Welt-, Zonen- und Landesranking, warum er dort steht, Kontaktdaten und die neuesten Bewertungen und Vlogs.',
    courseHistory: 'Ausgerichtete Meisterschaften: {events}.',
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
        title: 'Vorstellung von {course} – Golfplatz in {country}',
        description:
          'Vorstellung von {course}, Golfplatz in {country}: Ausstattung und Vergleich mit anderen Golfplätzen.',
      },
      directorInterview: {
        title: 'Interview mit der Leitung – {course}, {country}',
        description:
          'Die Leitung von {course}, Golfplatz in {country}, beantwortet unsere sieben Fragen.',
      },
      reviews: {
        title: 'Bewertungen von {course} – Golfplatz in {country}',
        description:
          'Bewertungen von Golfern zu {course}, Golfplatz in {country}: Ausstattung, Platzpflege, Umgebung, Clubhaus und Preis-Leistung.',
      },
      vlog: {
        title: 'Golf-Vlog – {course}, {country}',
        description: 'Golf-Vlogs, gedreht auf {course}, Golfplatz in {country}.',
      },
      videosPhotos: {
        title: 'Fotos & Videos – {course}, {country}',
        description: 'Fotos und Videos von {course}, Golfplatz in {country}.',
      },
      promotions: {
        title: 'Angebote – {course}, {country}',
        description: 'Aktionen und Angebote von {course}, Golfplatz in {country}.',
      },
    },
    adminTitle: 'Platzanträge',
    newsfeedTitle: 'Neuigkeiten',
    newsfeedDescription:
      'Die neuesten Beiträge, Bewertungen und Vlogs von Golfern und Golfplätzen auf BGC.',
    coachesTitle: 'Neueste VLOGs / Coaching-Videos',
    coachesDescription: 'Golf-Vlogs und Coaching-Videos von Golfern und Trainern aus aller Welt.',
    communityTitle: 'Community – Golfdiskussionen',
    communityDescription:
      'Fragen, antworten und über alles rund um Golf diskutieren – mit der BGC-Community.',
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
    courseTitle: '{course} – campo de golf en {country}',
    courseDescription:
      '{course}, campo de golf en {country}: su clasificación mundial, por zona y por país, por qué está ahí, sus datos de contacto y las últimas opiniones y vlogs.',
    courseHistory: 'Campeonatos acogidos: {events}.',
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
        title: 'Presentación de {course} – campo de golf en {country}',
        description:
          'Presentación de {course}, campo de golf en {country}: sus instalaciones y cómo se compara con otros campos.',
      },
      directorInterview: {
        title: 'Entrevista al director – {course}, {country}',
        description:
          'El director de {course}, campo de golf en {country}, responde a nuestras siete preguntas.',
      },
      reviews: {
        title: 'Opiniones de {course} – campo de golf en {country}',
        description:
          'Opiniones y notas de los golfistas sobre {course}, campo de golf en {country}: instalaciones, mantenimiento, entorno, casa club y relación calidad-precio.',
      },
      vlog: {
        title: 'Vlog de golf – {course}, {country}',
        description: 'Vlogs de golf grabados en {course}, campo de golf en {country}.',
      },
      videosPhotos: {
        title: 'Fotos y vídeos – {course}, {country}',
        description: 'Fotos y vídeos de {course}, campo de golf en {country}.',
      },
      promotions: {
        title: 'Promociones – {course}, {country}',
        description: 'Promociones y ofertas de {course}, campo de golf en {country}.',
      },
    },
    adminTitle: 'Solicitudes de campos',
    newsfeedTitle: 'Noticias',
    newsfeedDescription:
      'Las últimas publicaciones, opiniones y vlogs de golfistas y campos de golf en BGC.',
    coachesTitle: 'Últimos VLOG / vídeos de coaching',
    coachesDescription:
      'Vlogs de golf y vídeos de coaching de golfistas y entrenadores de todo el mundo.',
    communityTitle: 'Comunidad – debates de golf',
    communityDescription: 'Pregunta, responde y debate sobre golf con la comunidad de BGC.',
  },
};

/** Replaces `{key}` placeholders. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key] ?? ''));
}
