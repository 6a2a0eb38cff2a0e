import type { User } from '@shared/contracts/auth.ts';
import { isProfileComplete, safeReturnTo } from '@shared/contracts/session.ts';
import { clientRoutes } from '@shared/routes.ts';
import { Suspense, useEffect } from 'react';
import { Redirect, Route, Switch, useLocation, useSearchParams } from 'wouter';
import { FullPageSpinner, Spinner } from '../components/ui/spinner.tsx';
import { useUser } from '../features/auth/api/get-user.ts';
import { currentPath, loginUrl, navigateTo } from '../lib/navigation.ts';
import { AppShell } from './layout/app-shell.tsx';
import { lazyScreen } from './lazy-screen.ts';
import { LandingPage } from './routes/landing.tsx';
import { NotFoundPage } from './routes/not-found.tsx';

// Screens load on first visit, so the landing page's first paint carries only what it shows.
const AdminPage = lazyScreen(() => import('./routes/admin.tsx'), 'AdminPage');
const BrowsePage = lazyScreen(() => import('./routes/browse.tsx'), 'BrowsePage');
const BuilderDashboardPage = lazyScreen(
  () => import('./routes/builder-dashboard.tsx'),
  'BuilderDashboardPage',
);
const LoginPage = lazyScreen(() => import('./routes/login.tsx'), 'LoginPage');
const MessagesPage = lazyScreen(() => import('./routes/messages.tsx'), 'MessagesPage');
const MyDemosPage = lazyScreen(() => import('./routes/my-demos.tsx'), 'MyDemosPage');
const PostSoftwarePage = lazyScreen(() => import('./routes/post-software.tsx'), 'PostSoftwarePage');
const ProfilePage = lazyScreen(() => import('./routes/profile.tsx'), 'ProfilePage');
const SharePage = lazyScreen(() => import('./routes/share.tsx'), 'SharePage');
const SoftwareDetailPage = lazyScreen(
  () => import('./routes/software-detail.tsx'),
  'SoftwareDetailPage',
);

const SOFTWARE_PATH = clientRoutes.software(':id');
const SHARE_PATH = clientRoutes.share(':id');
const SIGNED_IN_ONLY_PATHS = [
  clientRoutes.browse,
  clientRoutes.profile,
  clientRoutes.postSoftware,
  clientRoutes.myDemos,
  clientRoutes.builderDashboard,
  clientRoutes.admin,
];

/** Signing in is a server navigation; it brings the browser back here afterwards. */
function RedirectToLogin() {
  useEffect(() => navigateTo(loginUrl(currentPath())), []);
  return (
    <div className="flex justify-center py-24">
      <Spinner label="Redirecting to sign in" />
    </div>
  );
}

function ScreenLoading() {
  return (
    <div className="flex justify-center py-24">
      <Spinner label="Loading" />
    </div>
  );
}

/** A signed-in visitor has nothing to do on the sign-in screen: go where they were headed. */
function LeaveLoginScreen() {
  const [searchParams] = useSearchParams();
  return <Redirect to={safeReturnTo(searchParams.get('returnTo'))} replace />;
}

function SignedOutRoutes() {
  return (
    <Switch>
      <Route path={clientRoutes.home} component={LandingPage} />
      <Route path={clientRoutes.login} component={LoginPage} />
      <Route path={SOFTWARE_PATH} component={SoftwareDetailPage} />
      <Route path={SHARE_PATH} component={SharePage} />
      <Route path={clientRoutes.messages}>
        <MessagesPage user={null} />
      </Route>
      {SIGNED_IN_ONLY_PATHS.map((path) => (
        <Route key={path} path={path} component={RedirectToLogin} />
      ))}
      <Route component={NotFoundPage} />
    </Switch>
  );
}

function SignedInRoutes({ user }: { user: User }) {
  const [location] = useLocation();
  if (!isProfileComplete(user) && location !== clientRoutes.profile) {
    const returnTo =
      location === clientRoutes.home ? '' : `?returnTo=${encodeURIComponent(currentPath())}`;
    return <Redirect to={`${clientRoutes.profile}${returnTo}`} replace />;
  }

  return (
    <Switch>
      <Route path={clientRoutes.home} component={BrowsePage} />
      <Route path={clientRoutes.browse} component={BrowsePage} />
      <Route path={clientRoutes.login} component={LeaveLoginScreen} />
      <Route path={SOFTWARE_PATH} component={SoftwareDetailPage} />
      <Route path={SHARE_PATH} component={SharePage} />
      <Route path={clientRoutes.profile} component={ProfilePage} />
      <Route path={clientRoutes.postSoftware}>
        <PostSoftwarePage user={user} />
      </Route>
      <Route path={clientRoutes.myDemos}>
        <MyDemosPage user={user} />
      </Route>
      <Route path={clientRoutes.builderDashboard}>
        <BuilderDashboardPage user={user} />
      </Route>
      <Route path={clientRoutes.messages}>
        <MessagesPage user={user} />
      </Route>
      <Route path={clientRoutes.admin}>
        <AdminPage user={user} />
      </Route>
      <Route component={NotFoundPage} />
    </Switch>
  );
}

export function AppRouter() {
  const { user, isLoading } = useUser();
  if (isLoading) return <FullPageSpinner />;
  return (
    <AppShell user={user}>
      <Suspense fallback={<ScreenLoading />}>
        {user ? <SignedInRoutes user={user} /> : <SignedOutRoutes />}
      </Suspense>
    </AppShell>
  );
}
