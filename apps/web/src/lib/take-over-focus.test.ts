import { describe, expect, it } from 'vitest';
import { takeOverFocus } from './take-over-focus.js';

/** A minimal document: elements by id, one of them (or the body) focused. */
function fakeDocument(activeId: string | null) {
  const focused: string[] = [];
  const body = { id: '' } as Element;
  const element = (id: string) => ({ id, focus: () => focused.push(id) }) as unknown as HTMLElement;
  const elements = new Map(['course-search', 'member-search'].map((id) => [id, element(id)]));
  const doc = {
    body: body as HTMLElement,
    activeElement: activeId === null ? body : (elements.get(activeId) ?? null),
    getElementById: (id: string) => elements.get(id) ?? null,
  };
  return { doc, focused };
}

describe('takeOverFocus', () => {
  it('focuses the real box when its focused look-alike was just replaced', () => {
    const { doc, focused } = fakeDocument(null);
    expect(takeOverFocus('course-search', doc, 'course-search')).toBe(true);
    expect(focused).toEqual(['course-search']);
  });

  it('leaves the focus where the member tabbed to', () => {
    const { doc, focused } = fakeDocument('member-search');
    expect(takeOverFocus('course-search', doc, 'member-search')).toBe(false);
    expect(focused).toEqual([]);
  });

  it('does not pull the focus back when another box is handing over at the same time', () => {
    // the member tabbed from the course search to the member search, whose look-alike is
    // being replaced (the focus is on the page) when the course search's code arrives
    const { doc, focused } = fakeDocument(null);
    expect(takeOverFocus('course-search', doc, 'member-search')).toBe(false);
    expect(takeOverFocus('member-search', doc, 'member-search')).toBe(true);
    expect(focused).toEqual(['member-search']);
  });

  it('does nothing for a box that is not there', () => {
    const { doc } = fakeDocument(null);
    expect(takeOverFocus('nowhere', doc, 'nowhere')).toBe(false);
  });
});
