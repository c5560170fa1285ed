import { useImperativeHandle, useMemo, type ReactElement, type Ref } from 'react';
import InputAdornment from '@mui/material/InputAdornment';
import MuiLink from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import FacebookIcon from '@mui/icons-material/Facebook';
import InstagramIcon from '@mui/icons-material/Instagram';
import ShareIcon from '@mui/icons-material/ShareOutlined';
import XIcon from '@mui/icons-material/X';
import YouTubeIcon from '@mui/icons-material/YouTube';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { MeUser } from '@bgc/shared';
import {
  errorProps,
  muiRegister,
  showServerErrors,
  validValues,
  type SectionHandle,
} from './profile-form-utils.js';
import { safeSocialUrl } from './profile-format.js';
import {
  SOCIAL_FIELDS,
  sameValues,
  socialSchema,
  socialValues,
  type SocialInput,
  type SocialOutput,
} from './profile-schemas.js';
import { SectionCard, ViewList, ViewRow } from './section-card.js';

type SocialField = (typeof SOCIAL_FIELDS)[number];

/** Brand names (not translated) and icons of the four networks. */
export const SOCIAL_NETWORKS: Readonly<Record<SocialField, { label: string; icon: ReactElement }>> =
  {
    facebookUrl: { label: 'Facebook', icon: <FacebookIcon /> },
    instagramUrl: { label: 'Instagram', icon: <InstagramIcon /> },
    twitterUrl: { label: 'Twitter', icon: <XIcon /> },
    youtubeUrl: { label: 'Youtube', icon: <YouTubeIcon /> },
  };

export interface SocialSectionProps {
  user: MeUser;
  editing: boolean;
  onEdit: () => void;
  ref?: Ref<SectionHandle>;
}

/**
 * 'Social networks' section (PROF-020): Facebook, Instagram, Twitter and Youtube URLs, each
 * empty or an http(s) URL ('URL is not valid'), saved with `PUT /me` (empty → null).
 */
export function SocialSection({ user, editing, onEdit, ref }: SocialSectionProps) {
  const { t } = useTranslation('profile');
  const saved = useMemo(() => socialValues(user), [user]);
  const form = useForm<SocialInput, unknown, SocialOutput>({
    resolver: zodResolver(socialSchema),
    values: saved,
    resetOptions: { keepDirtyValues: true },
    shouldFocusError: false,
  });
  const { errors } = form.formState;

  useImperativeHandle(
    ref,
    (): SectionHandle => ({
      collect: async (focus) => {
        if (sameValues(form.getValues(), saved)) return { state: 'unchanged' };
        const valid = await validValues(form, SOCIAL_FIELDS, focus);
        return valid ? { state: 'changed', body: valid } : { state: 'invalid' };
      },
      saved: (me) => form.reset(socialValues(me)),
      failed: (fields, focus) => showServerErrors(form, SOCIAL_FIELDS, fields, focus),
      reset: () => form.reset(saved),
    }),
    [form, saved],
  );

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
