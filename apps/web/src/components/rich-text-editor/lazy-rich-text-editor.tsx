import { lazy, Suspense } from 'react';
import Skeleton from '@mui/material/Skeleton';
import type { RichTextEditorProps } from './rich-text-editor.js';

const Editor = lazy(() =>
  import('./rich-text-editor.js').then((module) => ({ default: module.RichTextEditor })),
);

/**
 * The rich-text editor (INPUT-011) behind `React.lazy`: TipTap is only fetched when a
 * page enters edit mode. Same props as `RichTextEditor`; a skeleton of the same height
 * shows while the chunk loads.
 */
export function LazyRichTextEditor(props: RichTextEditorProps) {
  const height = (props.minHeight ?? 160) + 72;
  return (
    <Suspense fallback={<Skeleton variant="rounded" height={height} />}>
      <Editor {...props} />
    </Suspense>
  );
}
