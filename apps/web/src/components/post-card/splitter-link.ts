import { parsePath, paths } from '@bgc/shared';

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

/**
 * the in-app path of a link in post content (opened in the same tab):
 * a splitter link, or a site path the route table knows (an @course mention writes
 * `/top-golf-courses-{country}/{slug}-golf-course.html`); null for other sites and unknown
 * paths, which keep their own target.
 */
export function inAppPath(href: string | null | undefined, origin?: string): string | null {
  const splitter = splitterCoursePath(href);
  if (splitter) return splitter;
  const value = (href ?? '').trim();
  let url: URL;
  try {
    url = new URL(value, origin ?? 'http://in-app.invalid');
  } catch {
    return null;
  }
  const sameSite = value.startsWith('/') && !value.startsWith('//');
  if (!sameSite && (!origin || url.origin !== origin)) return null;
  if (parsePath(url.pathname).name === 'notFound') return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
