import type { MouseEvent } from 'react';
import Box from '@mui/material/Box';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { POST_COLLAPSE_PX } from '@bgc/shared';
import { RichTextView } from '../rich-text-editor/rich-text-view.js';
import { CollapseToggle, useCollapsible } from './collapsible.js';
import { inAppPath } from './splitter-link.js';
import { USER_LINK_REL } from '../user-link-rel.js';

/**
 * Points the splitter links of rendered content at their course pages (POST-029); those and
 * the other links to this site's pages (@course mentions) open in the same tab;
 * every other link carries `rel="nofollow ugc noopener"` (decision 037).
 */
function rewriteSplitterLinks(root: HTMLElement): void {
  for (const anchor of root.querySelectorAll<HTMLAnchorElement>('a[href]')) {
    const course = inAppPath(anchor.getAttribute('href'), window.location.origin);
    // a member's link (also those stored before decision 037 with another rel)
    if (!course) {
      anchor.setAttribute('rel', USER_LINK_REL);
      continue;
    }
    anchor.setAttribute('href', course);
    anchor.removeAttribute('target');
    anchor.dataset.courseLink = 'true';
  }
}

/**
 * POST-005 / POST-029: a post's server-sanitized HTML, collapsed past 120 px (5 lines) with
 * 'See more' / 'See less'; links of the form '{country}-splitter-{name}' open that course's
 * page inside the app.
 */
export function PostContent({ html }: { html: string }) {
  const { t } = useTranslation('posts');
  const navigate = useNavigate();
  const collapse = useCollapsible(POST_COLLAPSE_PX, html, rewriteSplitterLinks);

  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const anchor = (event.target as HTMLElement).closest('a');
    if (!anchor?.dataset.courseLink) return;
    event.preventDefault();
    void navigate(anchor.getAttribute('href') ?? '/');
  };

  return (
    <Box>
      <Box
        ref={collapse.ref}
        id={collapse.id}
        onClick={onClick}
        sx={{
          overflow: 'hidden',
          overflowWrap: 'anywhere',
          maxHeight: collapse.expanded ? 'none' : collapse.cut,
          '& > div > :first-of-type': { mt: 0 },
          '& > div > :last-child': { mb: 0 },
        }}
      >
        <RichTextView html={html} />
      </Box>
      <CollapseToggle state={collapse} more={t('card.seeMore')} less={t('card.seeLess')} />
    </Box>
  );
}
