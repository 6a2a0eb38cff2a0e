import { Suspense, useEffect } from 'react';
import { Redirect, Route, Switch, useLocation, useSearchParams } from 'wouter';
import { FullPageSpinner, Spinner } from '@/client/components/ui/spinner.tsx';
import { useUser } from '@/client/features/auth/api/get-user.ts';
import { currentPath, loginUrl, navigateTo } from '@/client/lib/navigation.ts';
import type { User } from '@/shared/contracts/auth.ts';
import { isProfileComplete, safeReturnTo } from '@/shared/contracts/session.ts';
import { clientRoutes, earlyScreens } from '@/shared/routes.ts';
import {
  type EarlyScreen,
  prepareFirstScreen,
  readBrowse,
  readListing,
  readPublicListing,
} from './first-screen.ts';
import { AppShell } from './layout/app-shell.tsx';
import { lazyScreen } from './lazy-screen.ts';
import { LandingPage } from './routes/landing.tsx';
import { NotFoundPage } from './routes/not-found.tsx';

// Screens load on first visit, so the landing page's first paint carries only what it shows.
const AdminPage = lazyScreen(() => import('./routes/admin.tsx'), 'AdminPage');
const AdminAuditLogPage = lazyScreen(
  () => import('./routes/admin-audit-log.tsx'),
  'AdminAuditLogPage',
);
const AdminModerationPage = lazyScreen(
  () => import('./routes/admin-moderation.tsx'),
  'AdminModerationPage',
);
const AdminModerationCasePage = lazyScreen(
  () => import('./routes/admin-moderation-case.tsx'),
  'AdminModerationCasePage',
);
const BrowsePage = lazyScreen(() => import('./routes/browse.tsx'), 'BrowsePage');
const BuilderDashboardPage = lazyScreen(
  () => import('./routes/builder-dashboard.tsx'),
  'BuilderDashboardPage',
);
const FeedbackBoardPage = lazyScreen(
  () => import('./routes/feedback-board.tsx'),
  'FeedbackBoardPage',
);
const EditListingPage = lazyScreen(() => import('./routes/edit-listing.tsx'), 'EditListingPage');
const ConfirmEmailPage = lazyScreen(() => import('./routes/confirm-email.tsx'), 'ConfirmEmailPage');
const CancelEmailChangePage = lazyScreen(
  () => import('./routes/cancel-email-change.tsx'),
  'CancelEmailChangePage',
);
const FeedbackReportPage = lazyScreen(
  () => import('./routes/feedback-report.tsx'),
  'FeedbackReportPage',
);
const ListingCyclesPage = lazyScreen(
  () => import('./routes/listing-cycles.tsx'),
  'ListingCyclesPage',
);
const CyclePage = lazyScreen(() => import('./routes/cycle.tsx'), 'CyclePage');
const CycleEvidencePage = lazyScreen(
  () => import('./routes/cycle-evidence.tsx'),
  'CycleEvidencePage',
);
const LoginPage = lazyScreen(() => import('./routes/login.tsx'), 'LoginPage');
const ForgotPasswordPage = lazyScreen(
  () => import('./routes/forgot-password.tsx'),
  'ForgotPasswordPage',
);
const ResetPasswordPage = lazyScreen(
  () => import('./routes/reset-password.tsx'),
  'ResetPasswordPage',
);
const MessagesPage = lazyScreen(() => import('./routes/messages.tsx'), 'MessagesPage');
const NotificationsPage = lazyScreen(
  () => import('./routes/notifications.tsx'),
  'NotificationsPage',
);
const MyDemosPage = lazyScreen(() => import('./routes/my-demos.tsx'), 'MyDemosPage');
const PersonPage = lazyScreen(() => import('./routes/person.tsx'), 'PersonPage');
const PostListingPage = lazyScreen(() => import('./routes/post-listing.tsx'), 'PostListingPage');
const ProfilePage = lazyScreen(() => import('./routes/profile.tsx'), 'ProfilePage');
const SharePage = lazyScreen(() => import('./routes/share.tsx'), 'SharePage');
const VerifyEmailPage = lazyScreen(() => import('./routes/verify-email.tsx'), 'VerifyEmailPage');
const ListingDetailPage = lazyScreen(
  () => import('./routes/listing-detail.tsx'),
  'ListingDetailPage',
);

// The screens a visitor most often arrives on: their code and first read start with the session's.
const EARLY_SCREENS: EarlyScreen[] = [
  { path: earlyScreens.browse, load: BrowsePage.preload, read: readBrowse },
  { path: earlyScreens.listing, load: ListingDetailPage.preload, read: readListing },
  { path: earlyScreens.share, load: SharePage.preload, read: readPublicListing },
];

/** Resolves once this page's first screen can show (see prepareFirstScreen). */
export const prepareThisScreen = () => prepareFirstScreen(EARLY_SCREENS);

const LISTING_PATH = clientRoutes.listing(':id');
const EDIT_LISTING_PATH = clientRoutes.editListing(':id');
const SHARE_PATH = clientRoutes.share(':id');
const FEEDBACK_BOARD_PATH = clientRoutes.feedbackBoard(':id');
const FEEDBACK_REPORT_PATH = clientRoutes.feedbackReport(':id');
const LISTING_CYCLES_PATH = clientRoutes.listingCycles(':id');
const CYCLE_PATH = clientRoutes.cycle(':id');
const CYCLE_EVIDENCE_PATH = clientRoutes.cycleEvidence(':id');
const PERSON_PATH = clientRoutes.person(':id');
const MODERATION_CASE_PATH = clientRoutes.adminModerationCase(':type', ':id');
const SIGNED_IN_ONLY_PATHS = [
  clientRoutes.browse,
  clientRoutes.profile,
  clientRoutes.postListing,
  EDIT_LISTING_PATH,
  FEEDBACK_BOARD_PATH,
  clientRoutes.myDemos,
  clientRoutes.builderDashboard,
  clientRoutes.admin,
  clientRoutes.adminModeration,
  MODERATION_CASE_PATH,
  clientRoutes.adminAuditLog,
  FEEDBACK_REPORT_PATH,
  LISTING_CYCLES_PATH,
  CYCLE_PATH,
  CYCLE_EVIDENCE_PATH,
  clientRoutes.notifications,
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
      <Route path={clientRoutes.forgotPassword} component={ForgotPasswordPage} />
      <Route path={clientRoutes.resetPassword} component={ResetPasswordPage} />
      <Route path={LISTING_PATH} component={ListingDetailPage} />
      <Route path={SHARE_PATH} component={SharePage} />
      <Route path={clientRoutes.confirmEmail} component={ConfirmEmailPage} />
      <Route path={clientRoutes.cancelEmailChange} component={CancelEmailChangePage} />
      <Route path={clientRoutes.messages}>
        <MessagesPage user={null} />
      </Route>
      <Route path={PERSON_PATH}>
        <PersonPage user={null} />
      </Route>
      <Route path={clientRoutes.verifyEmail}>
        <VerifyEmailPage user={null} />
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
  // A link from a mail works before the profile is complete: the token would not wait.
  const exempt: string[] = [
    clientRoutes.profile,
    clientRoutes.confirmEmail,
    clientRoutes.cancelEmailChange,
    clientRoutes.verifyEmail,
  ];
  if (!isProfileComplete(user) && !exempt.includes(location)) {
    const returnTo =
      location === clientRoutes.home ? '' : `?returnTo=${encodeURIComponent(currentPath())}`;
    return <Redirect to={`${clientRoutes.profile}${returnTo}`} replace />;
  }

  return (
    <Switch>
      <Route path={clientRoutes.home} component={BrowsePage} />
      <Route path={clientRoutes.browse} component={BrowsePage} />
      <Route path={clientRoutes.login} component={LeaveLoginScreen} />
      <Route path={clientRoutes.forgotPassword} component={ForgotPasswordPage} />
      <Route path={clientRoutes.resetPassword} component={ResetPasswordPage} />
      <Route path={LISTING_PATH} component={ListingDetailPage} />
      <Route path={SHARE_PATH} component={SharePage} />
      <Route path={clientRoutes.profile} component={ProfilePage} />
      <Route path={clientRoutes.confirmEmail} component={ConfirmEmailPage} />
      <Route path={clientRoutes.cancelEmailChange} component={CancelEmailChangePage} />
      <Route path={clientRoutes.postListing}>
        <PostListingPage user={user} />
      </Route>
      <Route path={EDIT_LISTING_PATH}>
        <EditListingPage user={user} />
      </Route>
      <Route path={FEEDBACK_BOARD_PATH}>
        <FeedbackBoardPage user={user} />
      </Route>
      <Route path={LISTING_CYCLES_PATH}>
        <ListingCyclesPage user={user} />
      </Route>
      <Route path={CYCLE_PATH} component={CyclePage} />
      <Route path={CYCLE_EVIDENCE_PATH} component={CycleEvidencePage} />
      <Route path={clientRoutes.myDemos}>
        <MyDemosPage user={user} />
      </Route>
      <Route path={clientRoutes.builderDashboard}>
        <BuilderDashboardPage user={user} />
      </Route>
      <Route path={clientRoutes.messages}>
        <MessagesPage user={user} />
      </Route>
      <Route path={PERSON_PATH}>
        <PersonPage user={user} />
      </Route>
      <Route path={clientRoutes.notifications} component={NotificationsPage} />
      <Route path={clientRoutes.admin}>
        <AdminPage user={user} />
      </Route>
      <Route path={clientRoutes.adminModeration}>
        <AdminModerationPage user={user} />
      </Route>
      <Route path={MODERATION_CASE_PATH}>
        <AdminModerationCasePage user={user} />
      </Route>
      <Route path={clientRoutes.adminAuditLog}>
        <AdminAuditLogPage user={user} />
      </Route>
      <Route path={FEEDBACK_REPORT_PATH}>
        <FeedbackReportPage user={user} />
      </Route>
      <Route path={clientRoutes.verifyEmail}>
        <VerifyEmailPage user={user} />
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
