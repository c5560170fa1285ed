import { Fragment } from 'react';
import { find } from 'linkifyjs';
import { USER_LINK_REL } from './user-link-rel.js';

/** A plain text cut into text and web addresses (linkifyjs: 'www.x.fr', 'https://…'). */
export function linkParts(text: string): Array<{ text: string } | { href: string; text: string }> {
  const parts: Array<{ text: string } | { href: string; text: string }> = [];
  let at = 0;
  for (const link of find(text, 'url')) {
    if (!/^https?:\/\//i.test(link.href)) continue;
    if (link.start > at) parts.push({ text: text.slice(at, link.start) });
    parts.push({ href: link.href, text: link.value });
    at = link.end;
  }
  if (at < text.length) parts.push({ text: text.slice(at) });
  return parts;
}

/**
 * A member's plain text (a chat message, a comment's words) with its web addresses as links
 * that open in a new tab, `rel="nofollow ugc noopener"` (decision 037). Only http(s) links.
 */
export function LinkedText({ text }: { text: string }) {
  return (
    <>
      {linkParts(text).map((part, i) =>
        'href' in part ? (
          <a
            key={i}
            href={part.href}
            target="_blank"
            rel={USER_LINK_REL}
            style={{ color: 'inherit', textDecoration: 'underline', overflowWrap: 'anywhere' }}
          >
            {part.text}
          </a>
        ) : (
          <Fragment key={i}>{part.text}</Fragment>
        ),
      )}
    </>
  );
}
