import { useId, useRef, useState, type KeyboardEvent } from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import InputBase from '@mui/material/InputBase';
import SendIcon from '@mui/icons-material/Send';
import { useTranslation } from 'react-i18next';
import { COMMENT_MAX } from '@bgc/shared';
import { useSession } from '../../lib/session.js';
import { visuallyHidden } from '../../lib/visually-hidden.js';
import { MemberAvatar } from '../member-avatar.js';
import {
  commentForEditing,
  commentForSending,
  insertCommentMention,
  mentionAtCaret,
  type MentionedMember,
} from '../mentions/member-mention.js';
import { MemberMentionList, mentionOptionId } from '../mentions/member-mention-list.js';
import { useMemberSuggestions } from '../mentions/use-member-suggestions.js';
import { commentToSend, isSendKey } from './comment-rules.js';

export interface CommentInputProps {
  /** Accessible name of the field ('Write a comment'). */
  label: string;
  placeholder: string;
  /** Sends the trimmed text; resolves true when it was saved (the field then empties). */
  onSend: (text: string) => Promise<boolean>;
  /** Starting text (inline edit). */
  initialText?: string;
  autoFocus?: boolean;
  /** Escape (inline edit: cancel). */
  onCancel?: () => void;
  /** Hides the member's avatar (inline edit). */
  bare?: boolean;
}

/**
 * CMT-002/003/004: a one-line growing comment field with a send button. Enter sends; Enter
 * with Shift, Ctrl, Alt or Meta adds a new line; an empty text is not sent. Sign-in
 * (CMT-012) is checked by `onSend`'s owner. Typing '@' and two letters of a name offers
 * members (the field points at the list's highlighted option; arrows, Enter or
 * Tab, Escape); the field shows the chosen one as '@Name' and sends it as `@[Name](id)`, which
 * notifies them (NOTIF-009 type 3); editing shows the stored mentions as '@Name' too.
 */
export function CommentInput({
  label,
  placeholder,
  onSend,
  initialText = '',
  autoFocus,
  onCancel,
  bare,
}: CommentInputProps) {
  const { t } = useTranslation('posts');
  const session = useSession();
  const hintId = useId();
  // the field shows '@Name'; the members chosen (or kept from the edited comment) are written
  // back as `@[Name](id)` when sent (decision 037)
  const [edited] = useState(() => commentForEditing(initialText));
  const [text, setText] = useState(edited.text);
  const [mentioned, setMentioned] = useState<MentionedMember[]>(edited.members);
  const [busy, setBusy] = useState(false);
  const field = useRef<HTMLTextAreaElement>(null);
  const listId = useId();
  const [caret, setCaret] = useState(edited.text.length);
  const [dismissed, setDismissed] = useState<string | null>(null);
  const [active, setActive] = useState(0);
  const typed = mentionAtCaret(text, caret);
  // a member already chosen is no '@term' being typed
  const mention =
    typed && !mentioned.some((m) => text.startsWith(`@${m.name}`, typed.start)) ? typed : null;
  const { members, waiting } = useMemberSuggestions(mention?.term ?? '');
  const listOpen = mention !== null && dismissed !== `${mention.start}:${mention.term}`;
  const highlighted = Math.min(active, Math.max(0, members.length - 1));

  const pick = (member: { id: number; name: string }) => {
    if (!mention) return;
    const next = insertCommentMention(text, mention, member);
    setText(next.text);
    setMentioned((list) => [...list.filter((m) => m.id !== member.id), member]);
    setCaret(next.caret);
    setActive(0);
    requestAnimationFrame(() => {
      field.current?.focus();
      field.current?.setSelectionRange(next.caret, next.caret);
    });
  };

  const send = async () => {
    const value = commentToSend(commentForSending(text, mentioned));
    if (value === null || busy) return;
    setBusy(true);
    try {
      if (await onSend(value)) {
        setText('');
        setMentioned([]);
      }
    } finally {
      setBusy(false);
      field.current?.focus();
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (listOpen && mention) {
      if (event.key === 'Escape') {
        event.preventDefault();
        setDismissed(`${mention.start}:${mention.term}`);
        return;
      }
      if (members.length > 0) {
        if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
          event.preventDefault();
          const step = event.key === 'ArrowDown' ? 1 : -1;
          setActive((highlighted + step + members.length) % members.length);
          return;
        }
        if ((event.key === 'Enter' && !event.shiftKey) || event.key === 'Tab') {
          event.preventDefault();
          pick(members[highlighted]!);
          return;
        }
      }
    }
    if (event.key === 'Escape' && onCancel) {
      event.preventDefault();
      onCancel();
      return;
    }
    if (isSendKey({ ...event, isComposing: event.nativeEvent.isComposing })) {
      event.preventDefault();
      void send();
    }
  };

  return (
    <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
      {!bare && session && (
        <MemberAvatar name={session.user.name} picture={session.user.picture} size={32} />
      )}
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Box
          sx={{
            display: 'flex',
            alignItems: 'flex-end',
            bgcolor: '#f0f3f1',
            borderRadius: 4,
            pl: 1.75,
            pr: 0.5,
            border: '1px solid transparent',
            '&:focus-within': { borderColor: 'primary.main', bgcolor: '#fff' },
          }}
        >
          <InputBase
            inputRef={field}
            multiline
            maxRows={8}
            fullWidth
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              setCaret(event.target.selectionStart ?? event.target.value.length);
              setActive(0);
            }}
            onSelect={(event) =>
              setCaret((event.target as HTMLTextAreaElement).selectionStart ?? text.length)
            }
            onKeyDown={onKeyDown}
            placeholder={placeholder}
            autoFocus={autoFocus}
            disabled={busy}
            inputProps={{
              'aria-label': label,
              'aria-describedby': hintId,
              maxLength: COMMENT_MAX,
              // a textarea keeps its textbox role (ARIA in HTML allows no combobox role on it);
              // it owns the list through aria-controls and points at the highlighted option
              'aria-autocomplete': 'list',
              'aria-controls': listOpen && members.length > 0 ? listId : undefined,
              'aria-activedescendant':
                listOpen && members.length > 0 ? mentionOptionId(listId, highlighted) : undefined,
            }}
            sx={{ py: 0.9, fontSize: '0.95rem' }}
          />
          <IconButton
            size="small"
            aria-label={t('comments.send')}
            onClick={() => void send()}
            disabled={busy || commentToSend(text) === null}
            sx={{ mb: 0.25, color: 'primary.main' }}
          >
            {busy ? <CircularProgress size={18} color="inherit" /> : <SendIcon fontSize="small" />}
          </IconButton>
        </Box>
        {listOpen && mention && (
          <MemberMentionList
            id={listId}
            term={mention.term}
            members={members}
            waiting={waiting}
            active={highlighted}
            onPick={pick}
            onHover={setActive}
          />
        )}
      </Box>
      <Box component="span" id={hintId} sx={visuallyHidden}>
        {t('comments.hint')}
      </Box>
    </Box>
  );
}
