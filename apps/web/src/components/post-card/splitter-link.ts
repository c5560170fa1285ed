import { paths } from '@bgc/shared';

/**
 * POST-029: links in post content of the form '{country}-splitter-{name}' lead to that
 * course's page (courses.home). Pure, unit-tested in `splitter-link.test.ts`.
 */

const SLUG = '[a-z0-9]+(?:-[a-z0-9]+)*';
const SPLITTER = new RegExp(`^(${SLUG}?)-splitter-(${SLUG})(?:\\.html)?$`);

function fromSegment(segment: string): string | null {
  let value: string;
  try {
    value = decodeURIComponent(segment).toLowerCase();
  } catch {
    return null;
  }
  const m = value.match(SPLITTER);
  if (!m?.[1] || !m[2]) return null;
  const slug = m[2].replace(/-golf-course$/, '');
  return slug ? paths.course(m[1], slug) : null;
}

/**
 * The course path of a splitter link, or null for any other link. Reads the href as written
 * ('france-splitter-le-golf'), as a path ('/france-splitter-le-golf') or as the address the
 * editor's link dialog makes of it ('https://france-splitter-le-golf', the host name).
 */
export function splitterCoursePath(href: string | null | undefined): string | null {
  const value = (href ?? '').trim();
  if (!value || !value.toLowerCase().includes('-splitter-')) return null;
  if (/^[a-z][a-z0-9+.-]*:/i.test(value)) {
    let url: URL;
    try {
      url = new URL(value);
    } catch {
      return null;
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    const last = url.pathname.split('/').filter(Boolean).at(-1);
    return (last ? fromSegment(last) : null) ?? fromSegment(url.hostname);
  }
  const path = value.split(/[?#]/)[0] ?? '';
  const last = path.split('/').filter(Boolean).at(-1);
  return last ? fromSegment(last) : null;
}
