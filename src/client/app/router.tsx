import { safeReturnTo, type User } from '@shared/contracts/auth.ts';
import { isProfileComplete } from '@shared/contracts/profile.ts';
import { clientRoutes } from '@shared/routes.ts';
import { useEffect } from 'react';
import { Redirect, Route, Switch, useLocation, useSearchParams } from 'wouter';
import { FullPageSpinner, Spinner } from '../components/ui/spinner.tsx';
import { useUser } from '../features/auth/api/get-user.ts';
import { currentPath, loginUrl, navigateTo } from '../lib/navigation.ts';
import { AppShell } from './layout/app-shell.tsx';
import { AdminPage } from './routes/admin.tsx';
import { BrowsePage } from './routes/browse.tsx';
import { BuilderDashboardPage } from './routes/builder-dashboard.tsx';
import { LandingPage } from './routes/landing.tsx';
import { LoginPage } from './routes/login.tsx';
import { MessagesPage } from './routes/messages.tsx';
import { MyDemosPage } from './routes/my-demos.tsx';
import { NotFoundPage } from './routes/not-found.tsx';
import { PostSoftwarePage } from './routes/post-software.tsx';
import { ProfilePage } from './routes/profile.tsx';
import { SharePage } from './routes/share.tsx';
import { SoftwareDetailPage } from './routes/software-detail.tsx';

const SOFTWARE_PATH = clientRoutes.software(':id');
const SHARE_PATH = clientRoutes.share(':id');
const SIGNED_IN_ONLY_PATHS = [
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
    <AppShell user={user}>{user ? <SignedInRoutes user={user} /> : <SignedOutRoutes />}</AppShell>
  );
}
