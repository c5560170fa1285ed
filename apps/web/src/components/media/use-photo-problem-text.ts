import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { PhotoProblem } from './media-files.js';

/** The translated message of a refused photo selection (FILE-001 / FILE-002 texts, six languages). */
export function usePhotoProblemText(): (problem: PhotoProblem) => string {
  const { t } = useTranslation(['media', 'upload']);
  return useCallback(
    (problem: PhotoProblem) => {
      switch (problem.kind) {
        case 'maxFiles':
          return t('files.maxFiles', { max: problem.max });
        case 'tooLarge':
          return t('files.tooLarge');
        case 'notImage':
          return t('files.notImage');
        case 'notDecodable':
          return t('upload:notDecodable', { name: problem.name });
      }
    },
    [t],
  );
}
