import { Suspense, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { lazyWithPreload, whenIdle } from '../lazy-with-preload.js';
import {
  ConfirmDialogContext,
  type ConfirmFn,
  type ConfirmOptions,
} from './confirm-dialog-context.js';

const View = lazyWithPreload(
  () => import('./confirm-dialog-view.js'),
  (m) => m.ConfirmDialogView,
);

interface OpenRequest {
  options: ConfirmOptions;
  resolve: (answer: boolean) => void;
}

/**
 * Provides `useConfirm()` (SHELL-023..026; see `ConfirmVariant`) and renders its dialog.
 * Mount once, above the router, in `app/providers.tsx`. The dialog itself is a separate
 * chunk, fetched when the browser is idle or on first use.
 */
export function ConfirmDialogProvider({ children }: { children: ReactNode }) {
  const [request, setRequest] = useState<OpenRequest | null>(null);
  const [open, setOpen] = useState(false);
  const current = useRef<OpenRequest | null>(null);

  useEffect(() => whenIdle(() => void View.preload().catch(() => undefined)), []);

  const settle = useCallback((answer: boolean) => {
    current.current?.resolve(answer);
    current.current = null;
    setOpen(false);
  }, []);

  const confirm = useCallback<ConfirmFn>(
    (options) =>
      new Promise<boolean>((resolve) => {
        current.current?.resolve(false); // a newer question replaces an open one
        const next = { options, resolve };
        current.current = next;
        setRequest(next);
        setOpen(true);
      }),
    [],
  );

  return (
    <ConfirmDialogContext.Provider value={confirm}>
      {children}
      {request && (
        <Suspense fallback={null}>
          <View.Component
            open={open}
            options={request.options}
            onAnswer={settle}
            onExited={() => setRequest((shown) => (shown === current.current ? shown : null))}
          />
        </Suspense>
      )}
    </ConfirmDialogContext.Provider>
  );
}
