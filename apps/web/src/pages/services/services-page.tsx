import { useState } from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CONTACT_ANSWER_HOURS, type PackPrice } from '@bgc/shared';
import { useDocumentTitle } from '../../hooks/use-document-title.js';
import { PageTitleLead } from '../../components/page-text.js';
import { HeaderArt } from './header-art.js';
import { WebsitePacks } from './website-packs.js';
import { PagePacks } from './page-packs.js';
import { PackContactDialog } from './pack-contact-dialog.js';

type View = 'website' | 'page';

/**
 * service.html (SVC-001..026): header picture and title, the Website / BGC page toggle (kept
 * in `?view=page` so a link can open either), the two tracks of packs, and the pack-contact
 * dialog, mounted anew on each opening so its form and captcha start empty (SVC-019).
 */
export default function ServicesPage() {
  const { t } = useTranslation('services');
  const [params, setParams] = useSearchParams();
  const view: View = params.get('view') === 'page' ? 'page' : 'website';
  const [contact, setContact] = useState<{
    name: string;
    monthly: PackPrice;
    opening: number;
  } | null>(null);
  const [open, setOpen] = useState(false);
  const [openings, setOpenings] = useState(0);
  useDocumentTitle(t('page.title'), t('page.lead', { hours: CONTACT_ANSWER_HOURS }));

  const openContact = (pack: { name: string; monthly: PackPrice }) => {
    setOpenings((n) => n + 1);
    setContact({ name: pack.name, monthly: pack.monthly, opening: openings + 1 });
    setOpen(true);
  };

  return (
    <Box sx={{ maxWidth: 1120, mx: 'auto', pt: { xs: 1, sm: 3 } }}>
      <HeaderArt label={t('page.imageAlt')} />
      <PageTitleLead
        title={t('page.title')}
        lead={t('page.lead', { hours: CONTACT_ANSWER_HOURS })}
        titleSx={{ fontSize: { xs: 30, sm: 42 }, mt: 3, mb: 1 }}
        leadSx={{ mb: 3, maxWidth: 760 }}
      />
      <ToggleButtonGroup
        exclusive
        color="primary"
        value={view}
        aria-label={t('page.viewLabel')}
        onChange={(_, next: View | null) => {
          if (!next) return;
          setParams(next === 'page' ? { view: 'page' } : {}, { replace: true });
        }}
        sx={{ mb: 4, '& .MuiToggleButton-root': { px: { xs: 2.5, sm: 4 }, fontWeight: 700 } }}
      >
        <ToggleButton value="website">{t('page.website')}</ToggleButton>
        <ToggleButton value="page">{t('page.bgcPage')}</ToggleButton>
      </ToggleButtonGroup>
      {view === 'website' ? (
        <WebsitePacks onContact={openContact} />
      ) : (
        <PagePacks onContact={openContact} />
      )}
      {contact && (
        <PackContactDialog
          key={contact.opening}
          pack={contact}
          open={open}
          onClose={() => setOpen(false)}
        />
      )}
    </Box>
  );
}
