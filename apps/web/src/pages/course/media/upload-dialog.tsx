import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/form-dialog.js';

/**
 * The frame of the course's 'Add photos' and 'Add a video' dialogs (COURSE-040): a small
 * FormDialog with 'Cancel' and 'Upload'; everything else is the caller's.
 */
export function UploadDialog(
  props: Omit<ComponentProps<typeof FormDialog>, 'maxWidth' | 'cancelLabel' | 'submitLabel'>,
) {
  const { t } = useTranslation('media');
  return (
    <FormDialog
      maxWidth="sm"
      cancelLabel={t('upload.cancel')}
      submitLabel={t('upload.submit')}
      {...props}
    />
  );
}
