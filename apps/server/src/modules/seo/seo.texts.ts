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
  /** LEGAL-001..003 (issue 15): the legal pages. */
  rgpdTitle: string;
  rgpdDescription: string;
  cookiesTitle: string;
  cookiesDescription: string;
  termsTitle: string;
  termsDescription: string;
  /** SVC-001 / SVC-027 (issue 15): services page, partnership page and the pack samples. */
  serviceTitle: string;
  serviceDescription: string;
  contactTitle: string;
  contactDescription: string;
  sampleTitle: string;
  sampleDescription: string;
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
    rgpdTitle: 'Data-use policy',
    rgpdDescription:
      'What personal data Best Golf Courses (BGC) collects, why, how long it is kept and how to download or delete it.',
    cookiesTitle: 'Cookie policy',
    cookiesDescription:
      'BGC uses no tracking cookies: the few entries the site keeps in your browser, what they are for and how to remove them.',
    termsTitle: 'Terms of use',
    termsDescription:
      'The rules for using Best Golf Courses (BGC): accounts, what you publish, rankings, services for golf clubs, disputes and deleting your account.',
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
    rgpdTitle: "Politique d'utilisation des données",
    rgpdDescription:
      'Quelles données personnelles Best Golf Courses (BGC) collecte, pourquoi, combien de temps elles sont conservées et comment les télécharger ou les supprimer.',
    cookiesTitle: 'Politique cookies',
    cookiesDescription:
      "BGC n'utilise aucun cookie de suivi : les quelques entrées que le site garde dans votre navigateur, leur rôle et comment les effacer.",
    termsTitle: "Conditions d'utilisation",
    termsDescription:
      "Les règles d'utilisation de Best Golf Courses (BGC) : comptes, contenus publiés, classements, services aux golfs, litiges et suppression du compte.",
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
    rgpdTitle: 'Chính sách sử dụng dữ liệu',
    rgpdDescription:
      'Best Golf Courses (BGC) thu thập dữ liệu cá nhân nào, vì sao, lưu trong bao lâu và cách tải xuống hoặc xóa dữ liệu.',
    cookiesTitle: 'Chính sách cookie',
    cookiesDescription:
      'BGC không dùng cookie theo dõi: vài mục trang lưu trong trình duyệt của bạn, công dụng và cách xóa chúng.',
    termsTitle: 'Điều khoản sử dụng',
    termsDescription:
      'Quy tắc sử dụng Best Golf Courses (BGC): tài khoản, nội dung đăng tải, bảng xếp hạng, dịch vụ cho sân golf, tranh chấp và xóa tài khoản.',
    serviceTitle: 'Dịch vụ cho sân golf – website và trang BGC',
    serviceDescription:
      'Các gói website Par, Birdie, Eagle và Hole-in-One và các gói trang BGC Birdie, Eagle và Albatross cho sân golf: nội dung và giá theo tháng hoặc theo năm.',
    contactTitle: 'Liên hệ hợp tác',
    contactDescription: 'Viết cho BGC về hợp tác: chúng tôi trả lời trong vòng 24 giờ.',
    sampleTitle: 'Gói {pack} – website sân golf mẫu',
    sampleDescription: 'Website sân golf của gói {pack} trông thế nào, dựng từ một sân có thật.',
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
    rgpdTitle: "Informativa sull'uso dei dati",
    rgpdDescription:
      'Quali dati personali raccoglie Best Golf Courses (BGC), perché, per quanto tempo li conserva e come scaricarli o cancellarli.',
    cookiesTitle: 'Cookie policy',
    cookiesDescription:
      'BGC non usa cookie di tracciamento: le poche voci che il sito conserva nel browser, a cosa servono e come rimuoverle.',
    termsTitle: "Condizioni d'uso",
    termsDescription:
      "Le regole d'uso di Best Golf Courses (BGC): account, contenuti pubblicati, classifiche, servizi per i golf club, controversie e cancellazione dell'account.",
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
    rgpdTitle: 'Datennutzungsrichtlinie',
    rgpdDescription:
      'Welche personenbezogenen Daten Best Golf Courses (BGC) erhebt, warum, wie lange sie gespeichert werden und wie Sie sie herunterladen oder löschen.',
    cookiesTitle: 'Cookie-Richtlinie',
    cookiesDescription:
      'BGC verwendet keine Tracking-Cookies: die wenigen Einträge, die die Website in Ihrem Browser speichert, wozu sie dienen und wie Sie sie entfernen.',
    termsTitle: 'Nutzungsbedingungen',
    termsDescription:
      'Die Regeln für die Nutzung von Best Golf Courses (BGC): Konten, veröffentlichte Inhalte, Ranglisten, Dienste für Golfclubs, Streitigkeiten und Löschen des Kontos.',
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
    rgpdTitle: 'Política de uso de datos',
    rgpdDescription:
      'Qué datos personales recoge Best Golf Courses (BGC), por qué, cuánto tiempo se conservan y cómo descargarlos o borrarlos.',
    cookiesTitle: 'Política de cookies',
    cookiesDescription:
      'BGC no usa cookies de seguimiento: las pocas entradas que el sitio guarda en su navegador, para qué sirven y cómo borrarlas.',
    termsTitle: 'Condiciones de uso',
    termsDescription:
      'Las normas de uso de Best Golf Courses (BGC): cuentas, contenido publicado, clasificaciones, servicios para clubes de golf, litigios y borrado de la cuenta.',
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

/** Replaces `{key}` placeholders. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key] ?? ''));
}
