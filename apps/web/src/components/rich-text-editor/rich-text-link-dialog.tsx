import { useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { normaliseLink } from './rich-text-html.js';

export interface RichTextLinkDialogProps {
  open: boolean;
  /** The link under the cursor ('' when none). */
  initialUrl: string;
  onClose: () => void;
  /** Called with the normalised URL, or '' to remove the link. */
  onSubmit: (url: string) => void;
}

/** Small dialog of the editor's link button (INPUT-011): enter, change or remove a link. */
export function RichTextLinkDialog({
  open,
  initialUrl,
  onClose,
  onSubmit,
}: RichTextLinkDialogProps) {
  const { t } = useTranslation('course');
  const [url, setUrl] = useState(initialUrl);
  const [shownFor, setShownFor] = useState<string | null>(null);
  // Derived state: start from the current link each time the dialog opens.
  if (open && shownFor !== initialUrl) {
    setShownFor(initialUrl);
    setUrl(initialUrl);
  }
  if (!open && shownFor !== null) setShownFor(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(normaliseLink(url));
  };

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs">
      <form onSubmit={submit} noValidate>
        <DialogTitle>{t('editor.linkTitle')}</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            fullWidth
            margin="dense"
            type="url"
            inputMode="url"
            label={t('editor.linkUrl')}
            placeholder="https://"
            value={url}
            onChange={(event) => setUrl(event.target.value)}
          />
        </DialogContent>
        <DialogActions>
          {initialUrl ? (
            <Button color="error" onClick={() => onSubmit('')} sx={{ mr: 'auto' }}>
              {t('editor.linkRemove')}
            </Button>
          ) : null}
          <Button onClick={onClose}>{t('editor.cancel')}</Button>
          <Button type="submit" variant="contained">
            {t('editor.linkApply')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
