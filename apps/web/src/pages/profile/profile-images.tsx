import { useTranslation } from 'react-i18next';
import { ImageChangeButton, useImageChange } from '../../components/image-change.js';
import { useToast } from '../../components/toast.js';
import { apiUpload } from '../../lib/upload.js';
import { updateSessionUser } from '../../lib/session.js';
import { apiErrorText } from '../../lib/error-text.js';

type ImageKind = 'photo' | 'cover';

/**
 * Change of the avatar or the cover (PROF-002, PROF-003, PROF-021) through `useImageChange`,
 * saved with `PUT /me/photo {photoContent}` or `PUT /me/cover {coverContent}` and a data URL.
 * Success: the session user is updated and 'Update success' shows; failure: the server
 * message in an alert toast, the dialog stays.
 */
function ProfileImageButton({ kind }: { kind: ImageKind }) {
  const { t } = useTranslation('profile');
  const toast = useToast();
  const shape = kind === 'photo' ? 'avatar' : 'cover';
  const change = useImageChange({
    shape,
    texts: {
      tooLarge: t('images.tooLarge'),
      notImage: t('images.notImage'),
      cropTitle: kind === 'photo' ? t('images.cropPhoto') : t('images.cropCover'),
    },
    save: async (content) => {
      try {
        const user = await (kind === 'photo'
          ? apiUpload('PUT', '/me/photo', { body: { photoContent: content }, kind: shape })
          : apiUpload('PUT', '/me/cover', { body: { coverContent: content }, kind: shape }));
        updateSessionUser(user);
        toast.success(t('toast.updateSuccess'));
        return true;
      } catch (error) {
        toast.error(apiErrorText(error));
        return false;
      }
    },
  });
  const label = kind === 'photo' ? t('images.changePhoto') : t('images.changeCover');
  return <ImageChangeButton shape={shape} label={label} change={change} />;
}

/** PROF-002: the 'Change cover' button shown on the cover. */
export function ChangeCoverButton() {
  return <ProfileImageButton kind="cover" />;
}

/** PROF-003: the camera button on the avatar. */
export function ChangePhotoButton() {
  return <ProfileImageButton kind="photo" />;
}
