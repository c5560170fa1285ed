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
    <Routes>
      <Route path="/" element={<Shell />}>
        <Route index element={<RouteSwitch />} />
        <Route path="*" element={<RouteSwitch />} />
      </Route>
    </Routes>
  );
}
