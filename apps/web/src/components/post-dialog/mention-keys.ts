/**
 * POST-022: the keyboard model of the @course suggestions, as the ARIA
 * combobox pattern has it while the focus stays in the editor: ArrowDown / ArrowUp move the
 * active option (wrapping; `aria-activedescendant` points at it), Enter picks the active one,
 * Escape closes the list for this term. Other keys, and Enter with no active option, go to
 * the editor.
 */
export interface MentionKeyResult {
  /** Index of the active option afterwards, -1 for none. */
  active: number;
  /** What the key does besides moving the active option. */
  action: 'none' | 'pick' | 'dismiss';
  /** True when the key is the list's (the editor must not handle it). */
  handled: boolean;
}

/** The effect of `key` on a list of `count` options whose active one is `active` (-1: none). */
export function mentionKey(key: string, count: number, active: number): MentionKeyResult {
  const pass: MentionKeyResult = { active, action: 'none', handled: false };
  if (key === 'Escape') return { active: -1, action: 'dismiss', handled: true };
  if (count === 0) return pass;
  if (key === 'ArrowDown')
    return { active: active < 0 ? 0 : (active + 1) % count, action: 'none', handled: true };
  if (key === 'ArrowUp')
    return { active: active <= 0 ? count - 1 : active - 1, action: 'none', handled: true };
  if (key === 'Enter' && active >= 0 && active < count)
    return { active, action: 'pick', handled: true };
  return pass;
}
