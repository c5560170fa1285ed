import { useEffect } from 'react';
import { SITE_NAME } from '@bgc/shared';

/** Brand suffix of every document title (`@bgc/shared`, the server's too). */
export { SITE_NAME };

function setMetaDescription(content: string): void {
  let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = 'description';
    document.head.appendChild(meta);
  }
  meta.content = content;
}

/**
 * Sets the translated page title (I18N-010) and, when given, the meta description
 * on the client. `title` is the screen's own title ('Page not found'); the site name
 * is appended, or used alone when `title` is empty. The server injects the same
 * values for crawlers (D-13).
 */
export function useDocumentTitle(title: string, description?: string): void {
  useEffect(() => {
    document.title = title ? `${title} | ${SITE_NAME}` : SITE_NAME;
  }, [title]);
  useEffect(() => {
    if (description) setMetaDescription(description);
  }, [description]);
}
