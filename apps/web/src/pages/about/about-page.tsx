import { useState } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Trans, useTranslation } from 'react-i18next';
import { OpenDataAttribution } from '../../components/open-data-attribution.js';
import { Eyebrow, PageTitleLead } from '../../components/page-text.js';
import { SocialLinks, useSocialLinks } from '../../components/social-links.js';
import { useHomeTotals } from '../../components/site-queries.js';
import { useDocumentTitle } from '../../hooks/use-document-title.js';
import { RankingMethodDialog } from '../../components/ranking-method/ranking-method-dialog.js';
import { numberFormat } from '../../lib/intl-formats.js';

const STORY_PARAGRAPHS = ['story1', 'story2', 'story3'] as const;

/**
 * About page, `/about-us.html` (HOME-009..011): the founder story, the social
 * icons (only those configured), the words 'Golf Course Ranking algorithm' opening
 * the methodology dialog (D-05), and the data licence (ODbL).
 */
export default function AboutPage() {
  const { t, i18n } = useTranslation('home');
  const totals = useHomeTotals();
  const [methodOpen, setMethodOpen] = useState(false);
  const fmt = numberFormat(i18n.resolvedLanguage ?? 'en');
  useDocumentTitle(t('about.metaTitle'), t('about.metaDescription'));
  const hasSocial = useSocialLinks().length > 0;

  return (
    <Box sx={{ maxWidth: 820, mx: 'auto' }}>
      <Eyebrow sx={{ mt: { xs: 1, sm: 3 } }}>{t('about.eyebrow')}</Eyebrow>
      <PageTitleLead
        title={t('about.title')}
        lead={t('about.lead')}
        titleSx={{ fontSize: { xs: 30, sm: 40 }, mt: 1, mb: 2 }}
        leadSx={{ mb: 4 }}
      />

      <Box component="section" aria-labelledby="story-title" sx={{ mb: 5 }}>
        <Typography id="story-title" variant="h2" sx={{ mb: 1.5 }}>
          {t('about.storyTitle')}
        </Typography>
        <Stack spacing={2}>
          {STORY_PARAGRAPHS.map((key) => (
            <Typography key={key} sx={{ lineHeight: 1.7 }}>
              {t(`about.${key}`, {
                courses: fmt.format(totals.totalCourse),
                countries: fmt.format(totals.totalCountry),
              })}
            </Typography>
          ))}
        </Stack>
        {hasSocial && (
          <Box sx={{ mt: 2.5, display: 'flex', alignItems: 'center', gap: 1.5 }}>
            <Typography sx={{ fontWeight: 700 }}>{t('about.follow')}</Typography>
            <SocialLinks color="primary" />
          </Box>
        )}
      </Box>

      <Card
        component="section"
        aria-labelledby="method-title"
        sx={{ mb: 5, bgcolor: '#f0f7f2', borderColor: '#cfe5d7' }}
      >
        <CardContent sx={{ p: { xs: 2.5, sm: 4 } }}>
          <Typography id="method-title" variant="h2" sx={{ mb: 1.5 }}>
            {t('about.methodTitle')}
          </Typography>
          <Typography sx={{ lineHeight: 1.7 }}>
            <Trans
              t={t}
              i18nKey="about.methodText"
              components={{
                algo: (
                  <Link
                    component="button"
                    type="button"
                    onClick={() => setMethodOpen(true)}
                    aria-haspopup="dialog"
                    sx={{
                      fontSize: 'inherit',
                      fontWeight: 700,
                      verticalAlign: 'baseline',
                      textDecorationThickness: 2,
                    }}
                  />
                ),
              }}
            />
          </Typography>
        </CardContent>
      </Card>

      <Box component="section" aria-labelledby="licence-title" sx={{ mb: 2 }}>
        <Typography id="licence-title" variant="h2" sx={{ mb: 1.5 }}>
          {t('about.licenceTitle')}
        </Typography>
        <Typography sx={{ mb: 1.5, lineHeight: 1.7 }}>{t('about.licenceText')}</Typography>
        <OpenDataAttribution variant="body1" />
      </Box>

      <RankingMethodDialog open={methodOpen} onClose={() => setMethodOpen(false)} />
    </Box>
  );
}
