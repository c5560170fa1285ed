import { useEffect } from 'react';
import { Route, Routes } from 'react-router';
import { Shell } from './shell/shell.js';
import { RouteSwitch } from './route-switch.js';

/**
 * One layout route (the shell) and one catch-all child resolved by `RouteSwitch`. Declarative
 * routes (no data router: the app uses no loaders or actions), so the router's data layer stays
 * out of the initial bundle and the same tree renders under a `StaticRouter`.
 */
export function AppRoutes() {
  return (
    <>
      <Routes>
        <Route path="/" element={<Shell />}>
          <Route index element={<RouteSwitch />} />
          <Route path="*" element={<RouteSwitch />} />
        </Route>
      </Routes>
      <HydrationMark />
    </>
  );
}

/**
 * Marks the document once the first render (hydration or not) has committed:
 * `<html data-hydrated="true">`, which the e2e suite awaits after each page load (decision 025).
 * Renders nothing; it is in the server's tree too, so both trees have the same shape and React's
 * `useId` gives the same ids on both sides.
 */
function HydrationMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return null;
}
