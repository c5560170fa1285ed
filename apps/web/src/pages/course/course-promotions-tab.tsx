import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/** COURSE-005: the seventh tab (promotions) exists and is empty. */
export function CoursePromotionsTab() {
  const { t } = useTranslation('course');
  return (
    <Card sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography component="h2" variant="h3" sx={{ mb: 1 }}>
        {t('tabs.promotions')}
      </Typography>
      <Typography color="text.secondary">{t('promotions.empty')}</Typography>
    </Card>
  );
}
