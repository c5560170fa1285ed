import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  FACILITY_KEYS,
  UI_LANGUAGES,
  WEBSITE_PACKS,
  paths,
  websitePackHas,
  type CourseDetail,
  type WebsiteFeature,
  type WebsitePack,
} from '@bgc/shared';
import { api } from '../../lib/api-client.js';
import { useDocumentTitle } from '../../hooks/use-document-title.js';
import NotFoundPage from '../../components/not-found-page.js';
import { HeaderArt } from './header-art.js';

/** Sections of the sample site, in page order, each shown when the pack holds the feature. */
const SECTIONS: readonly WebsiteFeature[] = [
  'about',
  'courses',
  'rates',
  'facilities',
  'servicePage',
  'holeByHole',
  'promotions',
  'attractions',
  'teeOffBooking',
  'contactForm',
  'seoAnalytics',
  'tailored',
];
/** Holes shown by the hole-by-hole sample. */
const SAMPLE_HOLES = 3;

/**
 * The course the samples are built from: the best-ranked course worldwide (a real course of
 * the database, so every sample shows real names, places and facilities).
 */
function useSampleCourse(lang: string) {
  return useQuery<CourseDetail, Error>({
    queryKey: ['pack-sample-course', lang],
    queryFn: async ({ signal }) => {
      const top = await api.get('/courses', { query: { sort_desc: 'point', limit: 1 }, signal });
      const first = top.list[0];
      if (!first) throw new Error('no course');
      return api.get(`/courses/${first.id}`, { signal });
    },
    staleTime: 10 * 60 * 1000,
  });
}

/**
 * SVC-003: 'See the sample' of a website pack, `/service/{pack}-sample.html` — a demo club site
 * rendered from a real course, with exactly the sections of that pack (WEBSITE_PACKS), its
 * number of languages, and the links back to the packs.
 */
export default function SampleSitePage({ slug }: { slug: string }) {
  const pack = WEBSITE_PACKS.find((p) => p.slug === slug);
  if (!pack) return <NotFoundPage />;
  return <SampleSite pack={pack} />;
}

function SampleSite({ pack }: { pack: WebsitePack }) {
  const { t, i18n } = useTranslation(['services', 'course']);
  const lang = i18n.resolvedLanguage ?? 'en';
  const query = useSampleCourse(lang);
  const course = query.data;
  useDocumentTitle(t('services:sample.banner', { pack: pack.name }));
  // opened from the bottom of the packs table, it starts at the top like every page (decision 037)
  const sections = SECTIONS.filter(
    (f) => websitePackHas(pack, f) && (f !== 'tailored' || pack.id === 'holeInOne'),
  );
  const languages = UI_LANGUAGES.slice(0, pack.languages ?? UI_LANGUAGES.length);

  return (
    <Box sx={{ maxWidth: 1120, mx: 'auto', pt: { xs: 1, sm: 3 } }}>
      <Alert
        severity="info"
        icon={false}
        sx={{ mb: 2, alignItems: 'center' }}
        action={
          <Button
            component={RouterLink}
            to={paths.static('service')}
            startIcon={<ArrowBackIcon />}
            color="inherit"
          >
            {t('services:sample.back')}
          </Button>
        }
      >
        <Typography component="h1" sx={{ fontWeight: 800, fontSize: 16 }}>
          {t('services:sample.banner', { pack: pack.name })}
        </Typography>
      </Alert>
      {query.isPending && (
        <Stack alignItems="center" sx={{ py: 8 }} role="status" aria-live="polite">
          <CircularProgress aria-label={t('services:sample.loading')} />
        </Stack>
      )}
      {query.isError && <Alert severity="error">{t('services:sample.error')}</Alert>}
      {course && (
        <Box
          component="article"
          data-testid="sample-site"
          data-pack={pack.id}
          sx={{
            border: 1,
            borderColor: 'divider',
            borderRadius: 2,
            overflow: 'hidden',
            bgcolor: '#fff',
          }}
        >
          <Box
            component="header"
            sx={{
              display: 'flex',
              flexWrap: 'wrap',
              gap: 1.5,
              alignItems: 'center',
              justifyContent: 'space-between',
              px: { xs: 2, sm: 3 },
              py: 1.5,
              bgcolor: '#0b3a1f',
              color: '#fff',
            }}
          >
            <Typography component="p" sx={{ fontWeight: 800, fontSize: 20 }}>
              {course.name}
            </Typography>
            <Stack
              direction="row"
              spacing={0.5}
              aria-label={t('services:sample.language')}
              role="group"
            >
              {languages.map((l) => (
                <Chip
                  key={l}
                  label={l.toUpperCase()}
                  size="small"
                  sx={{ bgcolor: 'rgba(255,255,255,0.16)', color: '#fff' }}
                />
              ))}
            </Stack>
          </Box>
          <Box
            component="nav"
            aria-label={t('services:sample.nav')}
            sx={{
              px: { xs: 2, sm: 3 },
              py: 1,
              borderBottom: 1,
              borderColor: 'divider',
              overflowX: 'auto',
            }}
          >
            <Stack
              direction="row"
              spacing={2}
              component="ul"
              sx={{ listStyle: 'none', m: 0, p: 0, whiteSpace: 'nowrap' }}
            >
              {sections.map((f) => (
                <li key={f}>
                  <Link href={`#sample-${f}`} underline="hover" sx={{ fontWeight: 600 }}>
                    {t(`services:website.features.${f}`)}
                  </Link>
                </li>
              ))}
            </Stack>
          </Box>
          {course.cover || course.picture ? (
            <Box
              component="img"
              src={course.cover ?? course.picture ?? ''}
              alt=""
              sx={{
                display: 'block',
                width: '100%',
                height: { xs: 160, sm: 280 },
                objectFit: 'cover',
              }}
            />
          ) : (
            <HeaderArt label={course.name} />
          )}
          <Box sx={{ p: { xs: 2, sm: 4 } }}>
            <Typography variant="h2" sx={{ fontSize: { xs: 24, sm: 30 }, mb: 1 }}>
              {t('services:sample.welcome', { course: course.name })}
            </Typography>
            <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap" sx={{ mb: 3 }}>
              {course.holeTotal !== null && (
                <Chip label={t('services:sample.holes', { count: course.holeTotal })} />
              )}
              {course.par !== null && (
                <Chip label={t('services:sample.par', { par: course.par })} />
              )}
              {course.architect && (
                <Chip label={t('services:sample.architect', { name: course.architect })} />
              )}
              {course.yearBuilt !== null && (
                <Chip label={t('services:sample.opened', { year: course.yearBuilt })} />
              )}
            </Stack>
            <Box
              sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}
            >
              {sections.map((f) => (
                <SampleSection key={f} feature={f} course={course} />
              ))}
            </Box>
          </Box>
          <Box component="footer" sx={{ px: { xs: 2, sm: 3 }, py: 2, bgcolor: '#f0f7f2' }}>
            <Typography variant="body2">
              {[course.address, course.city, course.country.name].filter(Boolean).join(', ')}
            </Typography>
            {course.phone && (
              <Typography variant="body2">
                {t('services:sample.phone', { phone: course.phone })}
              </Typography>
            )}
            {course.website && (
              <Link href={course.website} target="_blank" rel="noopener noreferrer" variant="body2">
                {t('services:sample.website')}
              </Link>
            )}
          </Box>
        </Box>
      )}
    </Box>
  );
}

function SampleSection({ feature, course }: { feature: WebsiteFeature; course: CourseDetail }) {
  const { t } = useTranslation(['services', 'course']);
  const place = [course.city, course.country.name].filter(Boolean).join(', ');
  let body: React.ReactNode;
  switch (feature) {
    case 'about':
      body = t('services:sample.aboutText', {
        course: course.name,
        place,
        country: course.country.name,
      });
      break;
    case 'facilities': {
      const available = FACILITY_KEYS.filter((k) => course.facilities[k]);
      body =
        available.length === 0 ? (
          t('services:sample.noFacility')
        ) : (
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {available.map((k) => (
              <li key={k}>{t(`course:facilities.items.${k}`)}</li>
            ))}
          </Box>
        );
      break;
    }
    case 'holeByHole':
      body = (
        <Box component="ol" sx={{ m: 0, pl: 2.5 }}>
          {Array.from({ length: SAMPLE_HOLES }, (_, i) => (
            <li key={i}>{t('services:sample.holeText', { n: i + 1 })}</li>
          ))}
        </Box>
      );
      break;
    case 'teeOffBooking':
      body = (
        <>
          {t('services:sample.bookingText')}
          <Stack direction="row" spacing={1} sx={{ mt: 1.5 }}>
            <TextField size="small" label={t('services:sample.bookingDate')} disabled />
            <TextField size="small" label={t('services:sample.bookingPlayers')} disabled />
          </Stack>
        </>
      );
      break;
    case 'contactForm':
      body = t('services:sample.contactText');
      break;
    case 'courses':
    case 'rates':
    case 'promotions':
    case 'attractions':
    case 'seoAnalytics':
    case 'servicePage':
    case 'tailored':
    case 'hosting':
      body = t(`services:sample.${SAMPLE_TEXT[feature]}`);
  }
  return (
    <Card id={`sample-${feature}`} component="section" sx={{ scrollMarginTop: 96 }}>
      <CardContent>
        <Typography component="h3" sx={{ fontWeight: 800, fontSize: 18, mb: 1 }}>
          {t(`services:website.features.${feature}`)}
        </Typography>
        <Typography component="div" variant="body2">
          {body}
        </Typography>
      </CardContent>
    </Card>
  );
}

const SAMPLE_TEXT: Record<
  | 'courses'
  | 'rates'
  | 'promotions'
  | 'attractions'
  | 'seoAnalytics'
  | 'servicePage'
  | 'tailored'
  | 'hosting',
  string
> = {
  courses: 'coursesText',
  rates: 'ratesText',
  promotions: 'promotionsText',
  attractions: 'attractionsText',
  seoAnalytics: 'seoText',
  servicePage: 'servicePageText',
  tailored: 'tailoredText',
  hosting: 'seoText',
};
