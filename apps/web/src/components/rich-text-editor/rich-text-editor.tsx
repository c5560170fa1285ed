import { useEffect, useId, useRef } from 'react';
import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import Image from '@tiptap/extension-image';
import { stripEmptyParagraphs } from './rich-text-html.js';
import { richTextSx } from './rich-text-styles.js';
import { RichTextToolbar } from './rich-text-toolbar.js';
import { USER_LINK_REL } from '../user-link-rel.js';

export { RichTextView } from './rich-text-view.js';

export interface RichTextEditorProps {
  /** HTML to edit (server-sanitized, or what this editor emitted). */
  value: string;
  /** Receives the HTML without empty paragraphs ('' when the text is empty). */
  onChange: (html: string) => void;
  /** Visible label; also the accessible name of the editing surface. */
  label: string;
  placeholder?: string;
  /** Minimum height of the editing surface in px (default 160). */
  minHeight?: number;
  /** Error text under the editor (marks the surface invalid). */
  error?: string;
  disabled?: boolean;
  /**
   * Keys for a suggestion list driven from the text: true when the key was the
   * list's, so the editor leaves it.
   */
  onKeyDown?: (event: KeyboardEvent) => boolean;
  /** The suggestion list this editor is the combobox input of, and its active option. */
  autocomplete?: { listId: string; activeId: string | null } | null;
  /**
   * Each new value (a counter) focuses the editor with the caret at the end of the text,
   * once the `value` given with it shows: after an '@' suggestion was picked (POST-022,
   * NOTIF-009), typing goes on right after the inserted link.
   */
  caretAtEndRequest?: number;
}

/**
 * Rich-text editor (INPUT-011) on TipTap 3: paragraphs, level-3 headings only, bold,
 * italic, underline, strike, links, bullet and ordered lists, blockquotes, images (uploaded
 * and stored by the server, ≤ 800 px wide) and undo/redo,
 * i.e. what the server's sanitizer keeps (no code, no horizontal rule). Emits HTML with
 * empty paragraphs removed. Heavy: load it through `LazyRichTextEditor`.
 */
export function RichTextEditor(props: RichTextEditorProps) {
  const { value, onChange, label, placeholder, minHeight = 160, error, disabled } = props;
  const listId = props.autocomplete?.listId ?? null;
  const activeId = props.autocomplete?.activeId ?? null;
  const onKeyDownRef = useRef(props.onKeyDown);
  useEffect(() => {
    onKeyDownRef.current = props.onKeyDown;
  }, [props.onKeyDown]);
  const labelId = useId();
  const errorId = useId();
  const emitted = useRef(value);
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);

  const editor = useEditor({
    immediatelyRender: true,
    editable: !disabled,
    extensions: [
      StarterKit.configure({
        heading: { levels: [3] },
        code: false,
        codeBlock: false,
        horizontalRule: false,
        link: {
          openOnClick: false,
          autolink: true,
          defaultProtocol: 'https',
          protocols: ['http', 'https', 'mailto'],
          HTMLAttributes: { rel: USER_LINK_REL, target: '_blank' },
        },
      }),
      // INPUT-011: images uploaded from the toolbar (stored by the server under /media/)
      Image.configure({ inline: false, allowBase64: false }),
    ],
    content: value,
    onUpdate: ({ editor: current }) => {
      const html = stripEmptyParagraphs(current.getHTML());
      emitted.current = html;
      onChangeRef.current(html);
    },
  });

  // A new value from outside (form reset, loaded data): show it.
  useEffect(() => {
    if (value !== emitted.current) {
      emitted.current = value;
      editor.commands.setContent(value, { emitUpdate: false });
    }
  }, [editor, value]);

  // runs after the effect above, so the caret goes to the end of the new text
  const caretAtEndRequest = props.caretAtEndRequest ?? 0;
  useEffect(() => {
    if (caretAtEndRequest > 0) editor.commands.focus('end');
  }, [editor, caretAtEndRequest]);

  useEffect(() => {
    editor.setEditable(!disabled);
  }, [editor, disabled]);

  useEffect(() => {
    editor.setOptions({
      editorProps: {
        attributes: {
          role: 'textbox',
          'aria-multiline': 'true',
          'aria-labelledby': labelId,
          ...(placeholder ? { 'aria-placeholder': placeholder } : {}),
          ...(error ? { 'aria-invalid': 'true', 'aria-describedby': errorId } : {}),
          // the input of the @course suggestions (ARIA combobox pattern)
          ...(listId
            ? {
                'aria-autocomplete': 'list',
                'aria-controls': listId,
                ...(activeId ? { 'aria-activedescendant': activeId } : {}),
              }
            : {}),
        },
        handleKeyDown: (_view, event) => onKeyDownRef.current?.(event) ?? false,
      },
    });
  }, [editor, labelId, errorId, placeholder, error, listId, activeId]);

  const isEmpty = useEditorState({ editor, selector: ({ editor: e }) => e.isEmpty });

  return (
    <Box>
      <FormLabel id={labelId} error={Boolean(error)} sx={{ display: 'block', mb: 0.75 }}>
        {label}
      </FormLabel>
      <Box
        sx={{
          border: 1,
          borderColor: error ? 'error.main' : 'divider',
          borderRadius: 1,
          bgcolor: disabled ? 'action.disabledBackground' : 'background.paper',
          '&:focus-within': {
            borderColor: error ? 'error.main' : 'primary.main',
            boxShadow: (theme) => `0 0 0 1px ${theme.palette[error ? 'error' : 'primary'].main}`,
          },
        }}
      >
        <RichTextToolbar editor={editor} label={label} />
        <Box sx={{ position: 'relative' }}>
          {isEmpty && placeholder ? (
            <Box
              aria-hidden="true"
              sx={{
                position: 'absolute',
                inset: 0,
                px: 1.75,
                py: 1.5,
                color: 'text.secondary',
                pointerEvents: 'none',
              }}
            >
              {placeholder}
            </Box>
          ) : null}
          <Box sx={richTextSx}>
            <Box
              sx={{
                '& .ProseMirror': { minHeight, px: 1.75, py: 1.5, outline: 'none' },
                '& .ProseMirror > :first-child': { mt: 0 },
                '& .ProseMirror > :last-child': { mb: 0 },
              }}
            >
              <EditorContent editor={editor} />
            </Box>
          </Box>
        </Box>
      </Box>
      {error ? (
        <FormHelperText id={errorId} error sx={{ mx: 1.75 }}>
          {error}
        </FormHelperText>
      ) : null}
    </Box>
  );
}
