import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { FullPageLoading } from './auth/full-page-status';
import { GuestOnly } from './auth/guest-only';
import { RequireAuth } from './auth/require-auth';
import { DashboardLayout } from './layout/dashboard-layout';
import { ScreenRouteElement } from './routes/screen-route-element';
import { SCREEN_ROUTES, WIDGET_ROUTE } from './routes/screen-routes';
import { WidgetRouteElement } from './routes/widget-route-element';
import { NotFoundScreen } from './screens/not-found-screen';

// Signed-in visitors never need the auth screens, so they are separate chunks.
const SignInScreen = lazy(() => import('./auth/sign-in-screen'));
const SignUpScreen = lazy(() => import('./auth/sign-up-screen'));

export function App() {
  return (
    <Routes>
      <Route path={WIDGET_ROUTE.path} element={<WidgetRouteElement />} />
      <Route element={<GuestOnly />}>
        <Route
          path="/sign-in"
          element={
            <Suspense fallback={<FullPageLoading />}>
              <SignInScreen />
            </Suspense>
          }
        />
        <Route
          path="/sign-up"
          element={
            <Suspense fallback={<FullPageLoading />}>
              <SignUpScreen />
            </Suspense>
          }
        />
      </Route>
      <Route element={<RequireAuth />}>
        <Route element={<DashboardLayout />}>
          {SCREEN_ROUTES.map((route) => (
            <Route key={route.path} path={route.path} element={<ScreenRouteElement route={route} />} />
          ))}
          <Route path="*" element={<NotFoundScreen />} />
        </Route>
      </Route>
    </Routes>
  );
}
