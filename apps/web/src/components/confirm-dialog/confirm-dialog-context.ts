import { createContext, useContext, type ReactNode } from 'react';

/**
 * The app's one confirm dialog (SHELL-023..026): callers ask through `useConfirm()` and
 * await the answer; `ConfirmDialogProvider` renders it.
 */

/**
 * - 'confirm': 'Confirm' and 'Cancel'; resolves true on Confirm, false on Cancel, Escape or
 *   a click outside (SHELL-023, SHELL-024).
 * - 'alert': only 'Close' (SHELL-025); resolves true however it is closed.
 * - 'contact': only 'Back to home', and it cannot be dismissed (no Escape, no click outside;
 *   SHELL-026); resolves true on the button, the caller then goes home.
 */
export type ConfirmVariant = 'confirm' | 'alert' | 'contact';

export interface ConfirmOptions {
  /** Title, already translated ('Warning'). */
  title: string;
  /** Message, already translated ('You need to login'). */
  message: ReactNode;
  variant?: ConfirmVariant;
  /** Replaces the 'Confirm' (or 'Close' / 'Back to home') label. */
  confirmText?: string;
  /** Replaces the 'Cancel' label. */
  cancelText?: string;
}

export type ConfirmFn = (options: ConfirmOptions) => Promise<boolean>;

export const ConfirmDialogContext = createContext<ConfirmFn | null>(null);

/**
 * Opens the confirm dialog and resolves with the answer (SHELL-023/024). Opening another
 * while one is shown answers the first with false. Throws when no `ConfirmDialogProvider`
 * is mounted above.
 */
export function useConfirm(): ConfirmFn {
  const confirm = useContext(ConfirmDialogContext);
  if (!confirm) throw new Error('useConfirm() needs a <ConfirmDialogProvider> above it');
  return confirm;
}
