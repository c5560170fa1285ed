import { Fragment } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { COOKIE_CONSENT_KEY, LEGAL, paths, type StaticPage } from '@bgc/shared';
import { LANGUAGE_STORAGE_KEY } from '../../i18n/index.js';
import { TOKEN_KEY, USER_KEY } from '../../lib/session.js';
import { COUNTRY_STORAGE_KEY } from '../../components/phone-input-helpers.js';
import { OpenDataAttribution } from '../../components/open-data-attribution.js';
import { useDocumentTitle } from '../../hooks/use-document-title.js';
import { dateTimeFormat } from '../../lib/intl-formats.js';

/** The three legal documents (LEGAL-001..003); `cookies` is served at legal.html (C-06). */
export type LegalDoc = 'rgpd' | 'cookies' | 'terms';

const PAGE_OF: Record<LegalDoc, StaticPage> = { rgpd: 'rgpd', cookies: 'legal', terms: 'terms' };
const REVISED: Record<LegalDoc, string> = {
  rgpd: LEGAL.policyRevised,
  cookies: LEGAL.cookiesRevised,
  terms: LEGAL.termsRevised,
};

/** The local-storage entries the SPA writes, in the cookie policy's table (COOKIE-002). */
export const STORAGE_KEYS = [
  { id: 'token', key: TOKEN_KEY },
  { id: 'user', key: USER_KEY },
  { id: 'language', key: LANGUAGE_STORAGE_KEY },
  { id: 'country', key: COUNTRY_STORAGE_KEY },
  { id: 'consent', key: COOKIE_CONSENT_KEY },
] as const;

interface Section {
  title: string;
  body: string[];
}

/** ISO date (YYYY-MM-DD) in the reader's language, e.g. 'April 10, 2021'. */
function formatDate(iso: string, lang: string): string {
  return dateTimeFormat(lang, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${iso}T00:00:00Z`),
  );
}

/**
 * rgpd.html, legal.html and terms.html (LEGAL-001..008): a static text in the six languages
 * (namespace `legal`) whose figures come from `LEGAL` in @bgc/shared — minimum age 13, removal
 * within 10/30 days plus 90 for backups, ID copies deleted after 15 days, the revision dates —
 * with a table of contents, the cookie policy's table of local-storage keys and, on the terms,
 * the ODbL attribution of the course data.
 */
export default function LegalPage({ doc }: { doc: LegalDoc }) {
  const { t, i18n } = useTranslation('legal');
  const lang = i18n.resolvedLanguage ?? 'en';
  const values = {
    minAge: LEGAL.minimumAge,
    startDays: LEGAL.removalStartsWithinDays,
    completeDays: LEGAL.removalCompleteWithinDays,
    backupDays: LEGAL.backupRetentionDays,
    idDays: LEGAL.idCopyDeletedAfterDays,
    termsDate: formatDate(LEGAL.termsRevised, lang),
    tokenKey: TOKEN_KEY,
    userKey: USER_KEY,
    languageKey: LANGUAGE_STORAGE_KEY,
    countryKey: COUNTRY_STORAGE_KEY,
    consentKey: COOKIE_CONSENT_KEY,
  };
  const sections = t(`${doc}.sections`, { returnObjects: true, ...values }) as Section[];
  useDocumentTitle(t(`${doc}.title`), t(`${doc}.metaDescription`));
  const others = (['rgpd', 'cookies', 'terms'] as const).filter((d) => d !== doc);

  return (
    <Box component="article" sx={{ maxWidth: 820, mx: 'auto', pt: { xs: 1, sm: 3 } }}>
      <Typography variant="h1" sx={{ fontSize: { xs: 30, sm: 40 }, lineHeight: 1.15, mb: 1 }}>
        {t(`${doc}.title`)}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }} data-testid="legal-revised">
        {t('revised', { date: formatDate(REVISED[doc], lang) })}
      </Typography>
      <Typography sx={{ fontSize: { xs: 17, sm: 18 }, lineHeight: 1.7, mb: 3 }}>
        {t(`${doc}.intro`)}
      </Typography>

      <Box component="nav" aria-labelledby="legal-toc" sx={{ mb: 4 }}>
        <Typography id="legal-toc" component="h2" sx={{ fontWeight: 800, fontSize: 16, mb: 1 }}>
          {t('onThisPage')}
        </Typography>
        <Box component="ol" sx={{ m: 0, pl: 3, columns: { sm: 2 }, columnGap: 4 }}>
          {sections.map((s, i) => (
            <li key={s.title}>
              <Link href={`#section-${i + 1}`} underline="hover">
                {s.title}
              </Link>
            </li>
          ))}
        </Box>
      </Box>

      {sections.map((s, i) => (
        <Fragment key={s.title}>
          <Box
            component="section"
            id={`section-${i + 1}`}
            aria-labelledby={`section-${i + 1}-title`}
            sx={{ mb: 4, scrollMarginTop: 96 }}
          >
            <Typography id={`section-${i + 1}-title`} variant="h2" sx={{ fontSize: 22, mb: 1.5 }}>
              {i + 1}. {s.title}
            </Typography>
            <Stack spacing={1.5}>
              {s.body.map((p) => (
                <Typography key={p.slice(0, 40)} sx={{ lineHeight: 1.7 }}>
                  {p}
                </Typography>
              ))}
            </Stack>
            {doc === 'cookies' && i === 1 && <StorageTable />}
          </Box>
          {doc === 'terms' && i === 4 && (
            <Card sx={{ mb: 4, bgcolor: '#f0f7f2', borderColor: '#cfe5d7' }}>
              <CardContent>
                <OpenDataAttribution />
              </CardContent>
            </Card>
          )}
        </Fragment>
      ))}

      <Box
        component="nav"
        aria-labelledby="legal-related"
        sx={{ borderTop: 1, borderColor: 'divider', pt: 3 }}
      >
        <Typography id="legal-related" component="h2" sx={{ fontWeight: 800, fontSize: 16, mb: 1 }}>
          {t('related')}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 1, sm: 3 }}>
          {others.map((d) => (
            <Link key={d} component={RouterLink} to={paths.static(PAGE_OF[d])} underline="hover">
              {t(`${d}.title`)}
            </Link>
          ))}
        </Stack>
      </Box>
    </Box>
  );
}

/** The storage table's column heads, keys of `cookies.*`. */
const COOKIE_TABLE_HEADS = ['tableName', 'tablePurpose', 'tableLifetime'] as const;

/** COOKIE-002: every local-storage key the SPA writes, what for and how long. */
function StorageTable() {
  const { t } = useTranslation('legal');
  return (
    <TableContainer sx={{ mt: 2, border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <Table
        size="small"
        aria-label={t('cookies.sections.1.title')}
        sx={{ '& td, & th': { px: { xs: 1, sm: 2 } } }}
      >
        <TableHead>
          <TableRow>
            {COOKIE_TABLE_HEADS.map((key) => (
              <TableCell key={key} component="th" scope="col">
                {t(`cookies.${key}`)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {STORAGE_KEYS.map((entry) => (
            <TableRow key={entry.id}>
              <TableCell component="th" scope="row">
                <Box component="code" sx={{ fontSize: 13, whiteSpace: 'nowrap' }}>
                  {entry.key}
                </Box>
              </TableCell>
              <TableCell>{t(`cookies.keys.${entry.id}.purpose`)}</TableCell>
              <TableCell>{t(`cookies.keys.${entry.id}.lifetime`)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
