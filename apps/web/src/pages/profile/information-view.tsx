import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { MeUser } from '@bgc/shared';
import { api } from '../../lib/api-client.js';
import { languagesQueryKey } from '../../components/languages-select.js';
import { formatHandicap } from '../../components/profile/profile-card-format.js';
import { ViewList, ViewRow } from './section-card.js';

/** Catalog keys of the sub-role names (ids 1 Coach, 2 Golfer, 3 Vlogger). */
export const SUB_ROLE_NAME_KEYS: Readonly<Record<number, string>> = {
  1: 'roles.coach',
  2: 'roles.golfer',
  3: 'roles.vlogger',
};

/**
 * The 'Information' section in view mode (PROF-016): roles, name, phone, languages (names from
 * `GET /languages/all`), location and handicap; '-' for what is not set.
 */
export function InformationView({ user }: { user: MeUser }) {
  const { t, i18n } = useTranslation('profile');
  const lang = i18n.resolvedLanguage ?? i18n.language;
  const languages = useQuery({
    queryKey: languagesQueryKey(lang),
    queryFn: ({ signal }) => api.get('/languages/all', { signal }),
    staleTime: 60 * 60_000,
  });
  const languageNames = user.languages
    .map((id) => languages.data?.list.find((language) => language.id === id)?.name)
    .filter((name): name is string => Boolean(name));
  const roles = user.subRoles
    .map((id) => SUB_ROLE_NAME_KEYS[id])
    .filter((key): key is string => Boolean(key));
  const location = [user.city, user.state, user.country?.name].filter(Boolean).join(', ');

  return (
    <ViewList>
      <ViewRow label={t('information.roles')}>
        {roles.length > 0 ? (
          <Stack component="span" direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
            {roles.map((key) => (
              <Chip
                key={key}
                component="span"
                label={t(key)}
                size="small"
                color="primary"
                variant="outlined"
              />
            ))}
          </Stack>
        ) : (
          '-'
        )}
      </ViewRow>
      <ViewRow label={t('information.name')}>{`${user.firstName} ${user.lastName}`}</ViewRow>
      <ViewRow label={t('information.phone')}>{user.phone || '-'}</ViewRow>
      <ViewRow label={t('information.languages')}>{languageNames.join(', ') || '-'}</ViewRow>
      <ViewRow label={t('information.location')}>{location || '-'}</ViewRow>
      <ViewRow label={t('information.handicap')}>{formatHandicap(user.handicap, lang)}</ViewRow>
    </ViewList>
  );
}
