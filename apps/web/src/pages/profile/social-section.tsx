import InputAdornment from '@mui/material/InputAdornment';
import MuiLink from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ShareIcon from '@mui/icons-material/ShareOutlined';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { errorProps, useSavedValuesForm, type MemberSectionProps } from './profile-form-utils.js';
import { muiRegister } from '../../lib/mui-register.js';
import { safeSocialUrl } from '../../components/profile/profile-format.js';
import { socialSchema, socialValues } from './profile-schemas.js';
import { SOCIAL_FIELDS, SOCIAL_NETWORKS } from '../../components/profile/social-networks.js';
import { SectionCard, ViewList, ViewRow } from './section-card.js';

/**
 * 'Social networks' section (PROF-020): Facebook, Instagram, Twitter and Youtube URLs, each
 * empty or an http(s) URL ('URL is not valid'), saved with `PUT /me` (empty → null).
 */
export function SocialSection({ user, editing, onEdit, ref }: MemberSectionProps) {
  const { t } = useTranslation('profile');
  const form = useSavedValuesForm(user, ref, {
    resolver: zodResolver(socialSchema),
    valuesOf: socialValues,
    order: SOCIAL_FIELDS,
  });
  const { errors } = form.formState;

  return (
    <SectionCard
      id="profile-social"
      title={t('sections.social')}
      icon={<ShareIcon />}
      editing={editing}
      onEdit={onEdit}
      view={
        <ViewList>
          {SOCIAL_FIELDS.map((name) => {
            const url = safeSocialUrl(user[name]);
            return (
              <ViewRow key={name} label={SOCIAL_NETWORKS[name].label}>
                {url ? (
                  <MuiLink href={url} target="_blank" rel="noopener noreferrer">
                    {url}
                  </MuiLink>
                ) : (
                  '-'
                )}
              </ViewRow>
            );
          })}
        </ViewList>
      }
      form={
        <Stack spacing={2}>
          {SOCIAL_FIELDS.map((name) => (
            <TextField
              key={name}
              {...muiRegister(form.register(name))}
              {...errorProps(t, errors[name])}
              label={SOCIAL_NETWORKS[name].label}
              placeholder="https://"
              type="url"
              fullWidth
              slotProps={{
                input: {
                  startAdornment: (
                    <InputAdornment position="start" sx={{ color: 'primary.main' }}>
                      {SOCIAL_NETWORKS[name].icon}
                    </InputAdornment>
                  ),
                },
              }}
            />
          ))}
        </Stack>
      }
    />
  );
}
