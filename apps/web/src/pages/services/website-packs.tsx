import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import CheckIcon from '@mui/icons-material/Check';
import RemoveIcon from '@mui/icons-material/Remove';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  PACK_TABLE_MIN_WIDTH_PX,
  WEBSITE_DELIVERY_DAYS,
  WEBSITE_EXTRAS,
  WEBSITE_FEATURES,
  WEBSITE_PACKS,
  paths,
  websitePackHas,
  type WebsitePack,
} from '@bgc/shared';
import { formatCount, formatPrice } from './pack-format.js';
import { PackContactButton } from './pack-contact-button.js';

const WIDE = `@media (min-width:${PACK_TABLE_MIN_WIDTH_PX}px)`;

export interface WebsitePacksProps {
  /** SVC-018: a pack's 'Contact us'. */
  onContact: (pack: WebsitePack) => void;
}

/**
 * SVC-002..011: the website packs as a comparison table from 700 px, and as one card per pack
 * below (both rendered, one hidden by a media query, so nothing jumps on load). Every figure
 * comes from WEBSITE_PACKS / WEBSITE_EXTRAS.
 */
export function WebsitePacks({ onContact }: WebsitePacksProps) {
  const { t } = useTranslation('services');
  return (
    <Box component="section" aria-labelledby="website-packs-title">
      <Typography
        id="website-packs-title"
        variant="h2"
        sx={{ fontSize: { xs: 24, sm: 28 }, mb: 1 }}
      >
        {t('website.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('website.intro')}
      </Typography>
      <Box sx={{ display: 'none', [WIDE]: { display: 'block' } }} data-testid="packs-table">
        <PacksTable onContact={onContact} />
      </Box>
      <Box sx={{ [WIDE]: { display: 'none' } }} data-testid="packs-list">
        <PacksList onContact={onContact} />
      </Box>
      <Extras />
    </Box>
  );
}

function usePackTexts() {
  const { t, i18n } = useTranslation('services');
  const lang = i18n.resolvedLanguage ?? 'en';
  return {
    t,
    monthly: (p: WebsitePack) =>
      p.monthly === 'tailored'
        ? t('price.tailored')
        : t('price.perMonth', { price: formatPrice(t, p.monthly, lang) }),
    yearly: (p: WebsitePack) =>
      p.yearly === 'tailored'
        ? t('price.tailoredNote')
        : t('price.perYear', { price: formatPrice(t, p.yearly, lang) }),
    languages: (p: WebsitePack) =>
      p.languages === null
        ? t('price.tailored')
        : t('website.languagesValue', { count: p.languages }),
    displays: (p: WebsitePack) =>
      p.adDisplays === null || p.adReach === null
        ? t('price.tailored')
        : t('website.adDisplaysValue', {
            displays: formatCount(p.adDisplays, lang),
            reach: t(`website.reach.${p.adReach}`),
          }),
  };
}

function PackActions({
  pack,
  onContact,
}: {
  pack: WebsitePack;
  onContact: (p: WebsitePack) => void;
}) {
  const { t } = useTranslation('services');
  return (
    <Stack spacing={1} alignItems="stretch">
      <PackContactButton
        label={t('website.contact')}
        accessibleName={t('website.contactLabel', { pack: pack.name })}
        onClick={() => onContact(pack)}
      />
      <Link
        component={RouterLink}
        to={paths.packSample(pack.slug)}
        aria-label={t('website.sampleLabel', { pack: pack.name })}
        sx={{ textAlign: 'center', fontWeight: 600 }}
      >
        {t('website.sample')}
      </Link>
    </Stack>
  );
}

function PacksTable({ onContact }: WebsitePacksProps) {
  const texts = usePackTexts();
  const { t } = texts;
  const cell = { textAlign: 'center', verticalAlign: 'middle' } as const;
  return (
    <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 2, overflow: 'hidden' }}>
      <Table aria-labelledby="website-packs-title" sx={{ tableLayout: 'fixed' }}>
        <TableHead>
          <TableRow sx={{ bgcolor: '#f0f7f2' }}>
            <TableCell component="th" scope="col" sx={{ width: '28%' }}>
              {t('website.pack')}
            </TableCell>
            {WEBSITE_PACKS.map((p) => (
              <TableCell key={p.id} component="th" scope="col" sx={cell}>
                <Typography
                  component="span"
                  sx={{ display: 'block', fontWeight: 800, fontSize: 20 }}
                >
                  {p.name}
                </Typography>
                <Typography component="span" sx={{ display: 'block', fontWeight: 700 }}>
                  {texts.monthly(p)}
                </Typography>
                <Typography
                  component="span"
                  variant="body2"
                  color="text.secondary"
                  sx={{ display: 'block' }}
                >
                  {texts.yearly(p)}
                </Typography>
                <Chip
                  size="small"
                  color="secondary"
                  label={t('price.oneMonthFree')}
                  sx={{ mt: 0.5 }}
                />
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {WEBSITE_FEATURES.map((feature) => (
            <TableRow key={feature}>
              <TableCell component="th" scope="row">
                {t(`website.features.${feature}`)}
              </TableCell>
              {WEBSITE_PACKS.map((p) => (
                <TableCell key={p.id} sx={cell}>
                  {websitePackHas(p, feature) ? (
                    <CheckIcon color="primary" titleAccess={t('website.included')} />
                  ) : (
                    <RemoveIcon
                      sx={{ color: 'text.disabled' }}
                      titleAccess={t('website.notIncluded')}
                    />
                  )}
                </TableCell>
              ))}
            </TableRow>
          ))}
          {(
            [
              ['website.languages', texts.languages],
              ['website.adDisplays', texts.displays],
              [
                'website.delivery',
                () => t('website.deliveryValue', { days: WEBSITE_DELIVERY_DAYS }),
              ],
            ] as const
          ).map(([label, value]) => (
            <TableRow key={label}>
              <TableCell component="th" scope="row">
                {t(label)}
              </TableCell>
              {WEBSITE_PACKS.map((p) => (
                <TableCell key={p.id} sx={cell}>
                  {value(p)}
                </TableCell>
              ))}
            </TableRow>
          ))}
          <TableRow>
            <TableCell />
            {WEBSITE_PACKS.map((p) => (
              <TableCell key={p.id} sx={cell}>
                <PackActions pack={p} onContact={onContact} />
              </TableCell>
            ))}
          </TableRow>
        </TableBody>
      </Table>
    </Box>
  );
}

function PacksList({ onContact }: WebsitePacksProps) {
  const texts = usePackTexts();
  const { t } = texts;
  return (
    <Stack spacing={2} component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {WEBSITE_PACKS.map((p, index) => {
        const previous = index > 0 ? WEBSITE_PACKS[index - 1] : undefined;
        return (
          <Card key={p.id} component="li" data-testid={`pack-card-${p.id}`}>
            <CardContent>
              <Typography component="h3" sx={{ fontWeight: 800, fontSize: 22 }}>
                {p.name}
              </Typography>
              <Typography sx={{ fontWeight: 700 }}>{texts.monthly(p)}</Typography>
              <Typography variant="body2" color="text.secondary">
                {texts.yearly(p)}
              </Typography>
              <Chip size="small" color="secondary" label={t('price.oneMonthFree')} sx={{ my: 1 }} />
              {previous && p.id !== 'holeInOne' && (
                <Typography variant="body2" sx={{ fontWeight: 700, mt: 1 }}>
                  {t('website.everythingIn', { pack: previous.name })}
                </Typography>
              )}
              <Box component="ul" sx={{ pl: 2.5, my: 1 }}>
                {p.adds.map((f) => (
                  <li key={f}>{t(`website.features.${f}`)}</li>
                ))}
                {p.languages !== null && <li>{texts.languages(p)}</li>}
                {p.adDisplays !== null && (
                  <li>
                    {t('website.adDisplays')}: {texts.displays(p)}
                  </li>
                )}
                <li>
                  {t('website.delivery')}:{' '}
                  {t('website.deliveryValue', { days: WEBSITE_DELIVERY_DAYS })}
                </li>
              </Box>
              <PackActions pack={p} onContact={onContact} />
            </CardContent>
          </Card>
        );
      })}
    </Stack>
  );
}

/** SVC-010: the options of any website pack. */
function Extras() {
  const { t } = useTranslation('services');
  return (
    <Card
      component="section"
      aria-labelledby="extras-title"
      sx={{ mt: 3, bgcolor: '#fffbeb', borderColor: '#fde68a' }}
    >
      <CardContent>
        <Typography id="extras-title" component="h3" sx={{ fontWeight: 800, fontSize: 18, mb: 1 }}>
          {t('website.extrasTitle')}
        </Typography>
        <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
          <li>{t('website.extras.hole2d', { price: WEBSITE_EXTRAS.hole2dUsd })}</li>
          <li>{t('website.extras.hole3d', { price: WEBSITE_EXTRAS.hole3dUsd })}</li>
          <li>{t('website.extras.mobileApp', { price: WEBSITE_EXTRAS.mobileAppUsdPerMonth })}</li>
        </Box>
      </CardContent>
    </Card>
  );
}
