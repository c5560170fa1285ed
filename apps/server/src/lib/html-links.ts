import sanitizeHtml from 'sanitize-html';

/**
 * The links of stored rich text (already through `sanitizeRichText`), read and rewritten with
 * sanitize-html's own parser, so a link's text is known whole whatever its entities.
 */

/** One `<a>` of stored rich text: its `href` and its text, escaped as stored. */
export interface HtmlLink {
  href: string;
  /** The link's text (HTML-escaped, trimmed); null when the link holds other markup. */
  text: string | null;
}

/** What to make of one link: its new `href` and text (plain, escaped here); null keeps it. */
export type LinkRewrite = (link: HtmlLink) => { href: string; text: string } | null;

/** Plain text as HTML text: sanitize-html escapes what would read as markup ('<b>' too). */
export function escapeText(text: string): string {
  return sanitizeHtml(text, {
    allowedTags: [],
    allowedAttributes: {},
    disallowedTagsMode: 'escape',
  });
}

/** Keeps every tag and attribute as it is: only the callbacks act. */
const KEEP_ALL = {
  allowedTags: false as const,
  allowedAttributes: false as const,
  allowVulnerableTags: true,
  allowedSchemes: ['http', 'https', 'mailto'],
};

/**
 * Walks `html` once: `onLink` gets each link when it closes, `text` the escaped text of the
 * current link, `openLink` its attributes (sanitize-html calls `onOpenTag` first, so `index`
 * is the link's own); returns the serialised HTML: entities come back as characters
 * ('&nbsp;' as U+00A0), markup as stored.
 */
function walk(
  html: string,
  onLink: (link: HtmlLink, index: number) => void,
  text?: (escaped: string, index: number, first: boolean) => string,
  openLink?: (attribs: Record<string, string>, index: number) => Record<string, string>,
): string {
  let index = -1;
  let open: { href: string; text: string; plain: boolean; first: boolean } | null = null;
  return sanitizeHtml(html, {
    ...KEEP_ALL,
    transformTags: openLink
      ? { a: (tagName, attribs) => ({ tagName, attribs: openLink(attribs, index) }) }
      : {},
    onOpenTag: (name, attribs) => {
      if (name === 'a') {
        index += 1;
        open = { href: attribs.href ?? '', text: '', plain: true, first: true };
      } else if (open) open.plain = false;
    },
    onCloseTag: (name) => {
      if (name !== 'a' || !open) return;
      onLink({ href: open.href, text: open.plain ? open.text.trim() : null }, index);
      open = null;
    },
    textFilter: (escaped, tagName) => {
      if (!open || tagName !== 'a') return escaped;
      open.text += escaped;
      const out = text ? text(escaped, index, open.first) : escaped;
      open.first = false;
      return out;
    },
  });
}

/** The links of stored rich text, in order. */
export function htmlLinks(html: string): HtmlLink[] {
  const links: HtmlLink[] = [];
  walk(html, (link) => links.push(link));
  return links;
}

/**
 * `html` with each link `rewrite` answers for given its new `href` and text; every other tag,
 * attribute and text stays as stored. A link holding other markup keeps its text. When no
 * link is rewritten, `html` comes back as it is.
 */
export function rewriteLinks(html: string, rewrite: LinkRewrite): string {
  const answers = htmlLinks(html).map((link) => (link.text === null ? null : rewrite(link)));
  if (answers.every((a) => a === null)) return html;
  return walk(
    html,
    () => undefined,
    (escaped, index, first) => {
      const answer = answers[index];
      if (!answer) return escaped;
      return first ? escapeText(answer.text) : '';
    },
    (attribs, index) => {
      const answer = answers[index];
      return answer ? { ...attribs, href: answer.href } : attribs;
    },
  );
}
