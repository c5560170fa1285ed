import { useRef, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import FormatBoldIcon from '@mui/icons-material/FormatBold';
import FormatItalicIcon from '@mui/icons-material/FormatItalic';
import FormatListBulletedIcon from '@mui/icons-material/FormatListBulleted';
import FormatListNumberedIcon from '@mui/icons-material/FormatListNumbered';
import InsertLinkIcon from '@mui/icons-material/InsertLink';
import InsertPhotoOutlinedIcon from '@mui/icons-material/InsertPhotoOutlined';
import RedoIcon from '@mui/icons-material/Redo';
import TitleIcon from '@mui/icons-material/Title';
import UndoIcon from '@mui/icons-material/Undo';
import { useEditorState, type Editor } from '@tiptap/react';
import { useTranslation } from 'react-i18next';
import { RichTextLinkDialog } from './rich-text-link-dialog.js';
import { uploadEditorImage } from './rich-text-image.js';
import { imageDecodes } from '../media/image-decodes.js';
import { imageFileProblem } from '../image-crop-dialog.js';
import { useToast } from '../toast.js';
import { ApiError } from '../../lib/api-client.js';
import { UPLOAD_CANCELLED } from '../../lib/upload.js';
import { apiErrorText } from '../../lib/error-text.js';

interface ToolButtonProps {
  label: string;
  icon: ReactNode;
  onClick: () => void;
  /** Toggle state (aria-pressed); undefined for plain actions such as undo. */
  active?: boolean;
  disabled?: boolean;
}

function ToolButton({ label, icon, onClick, active, disabled }: ToolButtonProps) {
  return (
    <Tooltip title={label}>
      <span>
        <IconButton
          size="small"
          aria-label={label}
          aria-pressed={active}
          disabled={disabled}
          // keep the editor selection: the button must not take the focus on mouse down
          onMouseDown={(event) => event.preventDefault()}
          onClick={onClick}
          color={active ? 'primary' : 'default'}
          sx={active ? { bgcolor: 'action.selected' } : undefined}
        >
          {icon}
        </IconButton>
      </span>
    </Tooltip>
  );
}

/**
 * Toolbar of the rich-text editor (INPUT-011): bold, italic, heading 3, bullet and ordered
 * lists, link, image (INPUT-011: picked, resized to 800 px / ~200 KB, uploaded with progress and
 * cancel, then inserted at the cursor), undo and redo. A `role="toolbar"` with labelled,
 * pressed-state buttons.
 */
export function RichTextToolbar({ editor, label }: { editor: Editor; label: string }) {
  const { t } = useTranslation(['course', 'upload']);
  const [linkOpen, setLinkOpen] = useState(false);
  const [uploading, setUploading] = useState(false);
  const fileRef = useRef<HTMLInputElement>(null);
  const toast = useToast();
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      heading: e.isActive('heading', { level: 3 }),
      bulletList: e.isActive('bulletList'),
      orderedList: e.isActive('orderedList'),
      link: e.isActive('link'),
      href: (e.getAttributes('link').href as string | undefined) ?? '',
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
      editable: e.isEditable,
    }),
  });
  const chain = () => editor.chain().focus();

  const insertImage = async (file: File | undefined) => {
    if (fileRef.current) fileRef.current.value = ''; // the same file can be picked again
    if (!file) return;
    const problem = imageFileProblem(file);
    if (problem) {
      toast.error(t(problem === 'tooLarge' ? 'images.tooLarge' : 'images.notImage'));
      return;
    }
    // FILE-002: a file that does not decode as a picture is refused before any upload
    if (!(await imageDecodes(file))) {
      toast.error(t('upload:notDecodable', { name: file.name }));
      return;
    }
    setUploading(true);
    try {
      const src = await uploadEditorImage(file);
      chain().setImage({ src, alt: '' }).run();
    } catch (error) {
      if (error instanceof ApiError && error.code === UPLOAD_CANCELLED) toast.info(error.message);
      else toast.error(apiErrorText(error));
    } finally {
      setUploading(false);
    }
  };

  return (
    <Box
      role="toolbar"
      aria-label={t('editor.toolbar', { label })}
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 0.25,
        px: 0.5,
        py: 0.25,
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <ToolButton
        label={t('editor.bold')}
        icon={<FormatBoldIcon fontSize="small" />}
        active={state.bold}
        disabled={!state.editable}
        onClick={() => chain().toggleBold().run()}
      />
      <ToolButton
        label={t('editor.italic')}
        icon={<FormatItalicIcon fontSize="small" />}
        active={state.italic}
        disabled={!state.editable}
        onClick={() => chain().toggleItalic().run()}
      />
      <ToolButton
        label={t('editor.heading')}
        icon={<TitleIcon fontSize="small" />}
        active={state.heading}
        disabled={!state.editable}
        onClick={() => chain().toggleHeading({ level: 3 }).run()}
      />
      <Divider orientation="vertical" flexItem sx={{ mx: 0.5 }} />
      <ToolButton
        label={t('editor.bulletList')}
        icon={<FormatListBulletedIcon fontSize="small" />}
        active={state.bulletList}
        disabled={!state.editable}
        onClick={() => chain().toggleBulletList().run()}
      />
      <ToolButton
        label={t('editor.orderedList')}
        icon={<FormatListNumberedIcon fontSize="small" />}
        active={state.orderedList}
        disabled={!state.editable}
        onClick={() => chain().toggleOrderedList().run()}
      />
      <ToolButton
        label={t('editor.link')}
        icon={<InsertLinkIcon fontSize="small" />}
        active={state.link}
        disabled={!state.editable}
        onClick={() => setLinkOpen(true)}
      />
      <ToolButton
        label={t('editor.image')}
        icon={<InsertPhotoOutlinedIcon fontSize="small" />}
        disabled={!state.editable || uploading}
        onClick={() => fileRef.current?.click()}
      />
      <input
        ref={fileRef}
        type="file"
        accept="image/*"
        hidden
        tabIndex={-1}
        aria-hidden
        data-testid="editor-image-input"
        onChange={(event) => void insertImage(event.target.files?.[0])}
      />
      <Divider orientation="vertical" flexItem sx={{ mx: 0.5 }} />
      <ToolButton
        label={t('editor.undo')}
        icon={<UndoIcon fontSize="small" />}
        disabled={!state.canUndo}
        onClick={() => chain().undo().run()}
      />
      <ToolButton
        label={t('editor.redo')}
        icon={<RedoIcon fontSize="small" />}
        disabled={!state.canRedo}
        onClick={() => chain().redo().run()}
      />
      <RichTextLinkDialog
        open={linkOpen}
        initialUrl={state.href}
        onClose={() => {
          setLinkOpen(false);
          editor.commands.focus();
        }}
        onSubmit={(url) => {
          setLinkOpen(false);
          if (url) chain().extendMarkRange('link').setLink({ href: url }).run();
          else chain().extendMarkRange('link').unsetLink().run();
        }}
      />
    </Box>
  );
}
