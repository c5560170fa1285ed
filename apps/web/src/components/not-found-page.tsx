import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../hooks/use-document-title.js';
import { HomeButton } from './home-button.js';

/**
 * Not-found page (ROUTE-007, ERR-023): 'Page not found' and a 'Go home' button to
 * the homepage. Also rendered by other screens for unknown slugs (ERR-010).
 */
export default function NotFoundPage() {
  const { t } = useTranslation('common');
  useDocumentTitle(t('notFound.title'));
  return (
    <Box
      sx={{ minHeight: '55vh', display: 'grid', placeItems: 'center', textAlign: 'center', py: 6 }}
    >
      <Box sx={{ maxWidth: 520 }}>
        <Box
          component="svg"
          viewBox="0 0 120 80"
          aria-hidden
          sx={{ width: 160, height: 'auto', mb: 2 }}
        >
          <ellipse cx="60" cy="66" rx="52" ry="10" fill="#dcebe2" />
          <ellipse cx="60" cy="66" rx="9" ry="3" fill="#0b3a1f" />
          <path d="M60 66V14" stroke="#14532d" strokeWidth="3" strokeLinecap="round" />
          <path d="M61 15l24 9-24 9z" fill="#b45309" />
          <circle cx="96" cy="60" r="6" fill="#fff" stroke="#9ca3af" />
        </Box>
        <Typography
          component="p"
          sx={{ fontSize: 14, fontWeight: 800, letterSpacing: '0.14em', color: 'secondary.main' }}
        >
          404
        </Typography>
        <Typography variant="h1" sx={{ fontSize: { xs: 30, sm: 38 }, my: 1 }}>
          {t('notFound.title')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {t('notFound.text')}
        </Typography>
        <HomeButton>{t('notFound.goHome')}</HomeButton>
      </Box>
    </Box>
  );
}
