import { createBrowserRouter } from 'react-router';
import { Shell } from './shell/shell.js';
import { RouteSwitch } from './route-switch.js';

/** One layout route (the shell) and one catch-all child resolved by `RouteSwitch`. */
export const router = createBrowserRouter([
  {
    path: '/',
    element: <Shell />,
    children: [
      { path: '*', element: <RouteSwitch /> },
      { index: true, element: <RouteSwitch /> },
    ],
  },
]);
