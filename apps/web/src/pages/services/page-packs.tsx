import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CampaignIcon from '@mui/icons-material/Campaign';
import ForumIcon from '@mui/icons-material/Forum';
import SmartDisplayIcon from '@mui/icons-material/SmartDisplay';
import { useTranslation } from 'react-i18next';
import { PAGE_PACKS, PAGE_PACK_BASE, type PagePack } from '@bgc/shared';
import { formatCount, formatPrice } from './pack-format.js';
import { PackContactButton } from './pack-contact-button.js';
import { GridList } from '../../components/grid-list.js';

const TIPS = [
  { id: 'post', icon: <CampaignIcon color="primary" /> },
  { id: 'reviews', icon: <ForumIcon color="primary" /> },
  { id: 'vlogs', icon: <SmartDisplayIcon color="primary" /> },
] as const;

/**
 * SVC-012..017: the BGC page view — a headline, three tips and the three pack cards
 * (Birdie, Eagle, Albatross) with their prices and a 'Contact us' button (SVC-018).
 */
export function PagePacks({ onContact }: { onContact: (pack: PagePack) => void }) {
  const { t, i18n } = useTranslation('services');
  const lang = i18n.resolvedLanguage ?? 'en';
  return (
    <Box component="section" aria-labelledby="page-packs-title">
      <Typography id="page-packs-title" variant="h2" sx={{ fontSize: { xs: 24, sm: 28 }, mb: 1 }}>
        {t('bgcPage.title')}
      </Typography>
      <Typography sx={{ fontSize: { xs: 18, sm: 20 }, fontWeight: 600, mb: 3 }}>
        {t('bgcPage.headline')}
      </Typography>
      <Typography component="h3" sx={{ fontWeight: 800, fontSize: 18, mb: 1.5 }}>
        {t('bgcPage.tipsTitle')}
      </Typography>
      <GridList
        component="ol"
        sx={{ mb: 4, gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}
      >
        {TIPS.map((tip) => (
          <Card key={tip.id} component="li" sx={{ bgcolor: '#f0f7f2', borderColor: '#cfe5d7' }}>
            <CardContent>
              <Stack direction="row" spacing={1} alignItems="center" sx={{ mb: 1 }}>
                {tip.icon}
                <Typography component="h4" sx={{ fontWeight: 800 }}>
                  {t(`bgcPage.tips.${tip.id}.title`)}
                </Typography>
              </Stack>
              <Typography variant="body2">{t(`bgcPage.tips.${tip.id}.text`)}</Typography>
            </CardContent>
          </Card>
        ))}
      </GridList>
      <Typography sx={{ mb: 2 }}>
        {t('bgcPage.base', { posts: PAGE_PACK_BASE.postsPerWeek })}
      </Typography>
      <GridList sx={{ gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}>
        {PAGE_PACKS.map((p) => (
          <Card key={p.id} component="li" data-testid={`page-pack-${p.id}`}>
            <CardContent sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
              <Typography component="h3" sx={{ fontWeight: 800, fontSize: 22 }}>
                {p.name}
              </Typography>
              <Typography sx={{ fontWeight: 700 }}>
                {t('price.perMonth', { price: formatPrice(t, p.monthly, lang) })}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {t('price.perYear', { price: formatPrice(t, p.yearly, lang) })}
              </Typography>
              <Box component="ul" sx={{ pl: 2.5, my: 1.5, flex: 1 }}>
                <li>
                  {t('bgcPage.comments', {
                    count: p.comments,
                    reach: t(`website.reach.${p.reach}`),
                  })}
                </li>
                <li>{t('bgcPage.displays', { displays: formatCount(p.adDisplays, lang) })}</li>
                <li>{t('bgcPage.follows', { count: p.follows })}</li>
              </Box>
              <PackContactButton
                label={t('bgcPage.contact')}
                accessibleName={t('bgcPage.contactLabel', { pack: p.name })}
                onClick={() => onContact(p)}
              />
            </CardContent>
          </Card>
        ))}
      </GridList>
    </Box>
  );
}
