import { useRef, useState } from 'react';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import { useTranslation } from 'react-i18next';
import { mergeVideoLinks, type Post } from '@bgc/shared';
import { useConfirm } from '../confirm-dialog/confirm-dialog-context.js';
import { FormDialog } from '../form-dialog.js';
import { useToast } from '../toast.js';
import { ApiError } from '../../lib/api-client.js';
import { useSession } from '../../lib/session.js';
import { serverMessageText } from '../../lib/error-text.js';
import {
  addHashtags,
  draftErrors,
  draftFromPost,
  emptyDraft,
  needsEmptyDescriptionConfirm,
  ruleMessageKey,
  type PostCourseRef,
  type PostDraft,
} from './post-form-model.js';
import { PostFormFields } from './post-form-fields.js';
import { useSavePost } from './use-save-post.js';
import { UploadProgressPanel } from '../upload-progress/upload-progress-panel.js';
import { UPLOAD_CANCELLED } from '../../lib/upload.js';

export interface PostDialogProps {
  open: boolean;
  mode: 'create' | 'edit';
  /** The post to edit (edit mode). */
  post?: Post;
  /** Type of a new post (default 1, General); 7, 5 and 8 hide the type radio. */
  initialType?: number;
  /** The course of the page the dialog is opened on (Timeline posts, course vlogs). */
  course?: PostCourseRef;
  onClose: () => void;
  /** Called with the saved post before the dialog closes. */
  onSaved?: (post: Post) => void;
}

function initialDraft(props: PostDialogProps, languages: readonly number[]): PostDraft {
  if (props.mode === 'edit' && props.post) return draftFromPost(props.post);
  return emptyDraft(props.initialType ?? 1, languages.length === 1 ? (languages[0] ?? null) : null);
}

/**
 * The post dialog (POST-009..024, POST-030..035, OPEN-044, FILE-001..003): 'Create post' or
 * 'Edit post' with a 'Post' button. Checks the draft with `postRuleErrors` (messages on the
 * fields, nothing sent), asks 'Description is empty' for a discussion without text (POST-019),
 * then sends the multipart form and closes; a refused save shows the server's message in a
 * toast and its field errors on the fields.
 */
export function PostDialog(props: PostDialogProps) {
  const { open, mode, course, onClose, onSaved } = props;
  const { t } = useTranslation('feed');
  const { t: tCommunity } = useTranslation('community', { useSuspense: false });
  const toast = useToast();
  const confirm = useConfirm();
  const session = useSession();
  const myLanguages = session?.user.languages ?? [];
  const [draft, setDraft] = useState<PostDraft>(() => initialDraft(props, myLanguages));
  const [tried, setTried] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [tagInput, setTagInput] = useState('');
  const [linkInput, setLinkInput] = useState('');
  const [wasOpen, setWasOpen] = useState(open);
  const keyRef = useRef(1);
  const fixedCourse = course ?? null;
  const save = useSavePost({ mode, id: props.post?.id, fixedCourse });

  // a fresh form each time the dialog opens (state adjusted while rendering)
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      setDraft(initialDraft(props, myLanguages));
      setTried(false);
      setServerErrors({});
      setTagInput('');
      setLinkInput('');
    }
  }

  const translate = (message: string) => {
    const key = ruleMessageKey(message);
    // a server's reason the rules do not know (a refused file) in the catalogue's words
    return key ? t(key) : serverMessageText(message);
  };
  // once 'Post' was pressed, the rule messages follow the draft as it is corrected
  const errors = tried ? { ...draftErrors(draft, fixedCourse), ...serverErrors } : serverErrors;
  const shownErrors = Object.fromEntries(
    Object.entries(errors).map(([field, message]) => [field, translate(message)]),
  );

  const update = (change: (d: PostDraft) => PostDraft) => {
    setDraft(change);
    setServerErrors({});
  };

  const close = () => {
    if (!save.isPending) onClose();
  };

  const submit = async () => {
    const final: PostDraft = {
      ...draft,
      hashtags: addHashtags(draft.hashtags, tagInput).tags,
      youtubes: linkInput.trim() ? mergeVideoLinks(draft.youtubes, linkInput) : draft.youtubes,
    };
    setDraft(final);
    setTagInput('');
    setLinkInput('');
    setTried(true);
    setServerErrors({});
    const found = draftErrors(final, fixedCourse);
    if (Object.keys(found).length > 0) return;
    if (needsEmptyDescriptionConfirm(final)) {
      const goOn = await confirm({
        title: t('dialog.descriptionEmptyTitle'),
        message: t('dialog.descriptionEmptyText'),
      });
      if (!goOn) return;
    }
    try {
      const saved = await save.mutateAsync(final);
      toast.success(mode === 'edit' ? t('dialog.updated') : t('dialog.created'));
      onSaved?.(saved);
      onClose();
    } catch (error) {
      // a cancelled upload leaves the form as it was (decision 044)
      if (error instanceof ApiError && error.code === UPLOAD_CANCELLED) toast.info(error.message);
      else if (error instanceof ApiError) {
        toast.error(translate(error.message));
        if (error.fields) setServerErrors(error.fields);
      } else toast.error(t('errors.network'));
    }
  };

  return (
    <FormDialog
      open={open}
      onClose={close}
      maxWidth="md"
      titleSx={{ pr: 7 }}
      title={
        <>
          {mode === 'edit'
            ? t('dialog.editTitle')
            : draft.type === 8
              ? tCommunity('community.start') // the button's own words (COMM-001)
              : t('dialog.createTitle')}
          {fixedCourse && (
            <Typography
              variant="body2"
              color="text.secondary"
              component="span"
              sx={{ display: 'block' }}
            >
              {t('dialog.forCourse', { name: fixedCourse.name })}
            </Typography>
          )}
          <IconButton
            aria-label={t('dialog.close')}
            onClick={close}
            disabled={save.isPending}
            sx={{ position: 'absolute', right: 12, top: 12 }}
          >
            <CloseIcon />
          </IconButton>
        </>
      }
      cancelLabel={t('dialog.cancel')}
      submitLabel={t('dialog.post')}
      busy={save.isPending}
      onSubmit={() => void submit()}
      progress={<UploadProgressPanel variant="inline" />}
    >
      <PostFormFields
        draft={draft}
        update={update}
        fixedCourse={fixedCourse}
        errors={shownErrors}
        tagInput={tagInput}
        onTagInput={setTagInput}
        linkInput={linkInput}
        onLinkInput={setLinkInput}
        nextKey={() => keyRef.current++}
        disabled={save.isPending}
      />
    </FormDialog>
  );
}
