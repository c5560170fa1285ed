import { useTranslation } from 'react-i18next';
import { ImageChangeButton, useImageChange } from '../../components/image-change.js';
import { stripDataUrlPrefix } from './course-format.js';
import { useCourseEdit } from './use-course-edit.js';

type CourseImage = 'logo' | 'cover';

/**
 * COURSE-029..031: the change of the course avatar (crop 1:1, 150×150) or cover (crop 3.56,
 * ≤ 1920 wide, ~200 KB) through `useImageChange`, saved with `POST /courses/edit {id,
 * websiteLogo | websiteBanner}` and the base64 payload without its data-URL prefix. 'Update
 * success' / the server message; the course is refetched.
 */
function CourseImageButton({ courseId, kind }: { courseId: number; kind: CourseImage }) {
  const { t } = useTranslation('course');
  const edit = useCourseEdit(courseId);
  const shape = kind === 'logo' ? 'avatar' : 'cover';
  const change = useImageChange({
    shape,
    texts: {
      tooLarge: t('images.tooLarge'),
      notImage: t('images.notImage'),
      cropTitle: kind === 'logo' ? t('images.cropLogo') : t('images.cropCover'),
    },
    inputTestId: `course-${kind}-input`,
    save: async (dataUrl) => {
      const base64 = stripDataUrlPrefix(dataUrl);
      try {
        await edit.mutateAsync(
          kind === 'cover' ? { websiteBanner: base64 } : { websiteLogo: base64 },
        );
        return true;
      } catch {
        return false; // the toast shows the server message; the dialog stays open
      }
    },
  });
  const label = kind === 'logo' ? t('images.changeLogo') : t('images.changeCover');
  return <ImageChangeButton shape={shape} label={label} change={change} />;
}

/** COURSE-029: the 'Change cover' button on the course cover (course admins only). */
export function CourseCoverButton({ courseId }: { courseId: number }) {
  return <CourseImageButton courseId={courseId} kind="cover" />;
}

/** COURSE-029: the camera button on the course avatar (course admins only). */
export function CourseLogoButton({ courseId }: { courseId: number }) {
  return <CourseImageButton courseId={courseId} kind="logo" />;
}
