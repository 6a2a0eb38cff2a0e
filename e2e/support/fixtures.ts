import {
  type APIRequest,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  test as base,
  expect,
  type Page,
  type PlaywrightWorkerArgs,
  type WorkerFixture,
} from '@playwright/test';
import type { UpdateProfileInput } from '@/shared/contracts/profile.ts';
import { authPaths } from '@/shared/contracts/session.ts';
import { linkIn, tokenOf } from '@/tests/mail/mail-text.ts';
import { E2E_ADMIN, E2E_PASSWORD, type NewAccount, newAccount } from './accounts.ts';

type StorageState = Exclude<BrowserContextOptions['storageState'], string | undefined>;

/** Who a new account is: its names and, for a builder, what the profile says of the business. */
interface PersonOptions extends Partial<NewAccount> {
  businessName?: string;
  website?: string;
  /**
   * Whether the account opens the link mailed at registration, proving its address. Builders do
   * by default, as posting a listing needs it; everyone else signs in with a password only.
   */
  verified?: boolean;
}
/** The role its profile is saved with, or `incomplete` to leave it for the completion screen. */
type ProfileChoice = 'Builder' | 'Tester' | 'Admin' | 'incomplete';

/**
 * The token of the verification link the outbox holds for `email`, read as its owner would read
 * the mail (the test server's mailbox: src/server/plugins/test-mailbox.ts).
 */
async function verificationToken(api: APIRequestContext, email: string): Promise<string> {
  const mailbox = await api.get(`/api/test-mailbox?to=${encodeURIComponent(email)}`);
  expect(mailbox.ok(), await mailbox.text()).toBe(true);
  const mails: { textBody: string; kind: string }[] = await mailbox.json();
  const mail = mails.find((each) => each.kind === 'account');
  if (!mail) throw new Error(`no verification mail to ${email}`);
  return tokenOf(linkIn(mail.textBody, '/verify-email'));
}

/**
 * Signs an account in through the API and returns its cookies, the way the profile screen would
 * leave it: registered, signed in, then (unless `incomplete`) saved with a phone and the role.
 * Registering starts no session; a verified account opens its mailed link (which signs it in),
 * any other signs in with its password, as it may before its link is opened. The admin is the ADMIN_EMAILS account
 * the whole run shares, registered before the server starts: registering it again changes nothing.
 */
async function signedInState(
  apiRequest: APIRequest,
  baseURL: string | undefined,
  profile: ProfileChoice,
  options: PersonOptions = {},
): Promise<StorageState> {
  const { businessName, website, verified = profile === 'Builder', ...names } = options;
  const account = newAccount(profile === 'Admin' ? E2E_ADMIN : names);
  const api = await apiRequest.newContext({ baseURL });
  try {
    const registered = await api.post(authPaths.register, {
      data: { ...account, password: E2E_PASSWORD },
    });
    expect(registered.status(), await registered.text()).toBe(202);
    const signedIn =
      verified && profile !== 'Admin'
        ? await api.post(authPaths.verifyEmail, {
            data: { token: await verificationToken(api, account.email) },
          })
        : await api.post(authPaths.login, {
            data: { email: account.email, password: E2E_PASSWORD },
          });
    expect(signedIn.ok(), await signedIn.text()).toBe(true);
    if (profile !== 'incomplete') {
      const body: UpdateProfileInput = {
        phone: '+1 555 0100',
        role: profile === 'Admin' ? undefined : profile,
        businessName,
        website,
      };
      const saved = await api.put(authPaths.profile, { data: body });
      expect(saved.ok(), await saved.text()).toBe(true);
    }
    return await api.storageState();
  } finally {
    await api.dispose();
  }
}

interface PeopleFixtures {
  /** Signed in as this worker's builder, who may already own listings from earlier tests. */
  builderPage: Page;
  /** Signed in as this worker's tester, who may already have joined and saved listings. */
  testerPage: Page;
  /** Signed in as the run's one admin. */
  adminPage: Page;
  /**
   * A page signed in as a new account of its own, for a test that needs a second person of a
   * role, a name on screen, or an account no other test has touched.
   */
  newPersonPage: (profile: ProfileChoice, options?: PersonOptions) => Promise<Page>;
}

export type NewPersonPage = PeopleFixtures['newPersonPage'];

interface WorkerSessions {
  builderState: StorageState;
  testerState: StorageState;
  adminState: StorageState;
}

/** A page in a browser context of its own, so each party keeps separate cookies and sockets. */
async function usePageWith(
  browser: Browser,
  storageState: StorageState,
  use: (page: Page) => Promise<void>,
) {
  const context = await browser.newContext({ storageState });
  await use(await context.newPage());
  await context.close();
}

/**
 * A session made once per worker through the API. Worker fixtures see the project's options, not
 * the test's: the baseURL comes from there.
 */
function workerSession(
  role: ProfileChoice,
  names?: PersonOptions,
): [WorkerFixture<StorageState, PlaywrightWorkerArgs>, { scope: 'worker' }] {
  return [
    async ({ playwright }, use, workerInfo) =>
      use(await signedInState(playwright.request, workerInfo.project.use.baseURL, role, names)),
    { scope: 'worker' },
  ];
}

export const test = base.extend<PeopleFixtures, WorkerSessions>({
  builderState: workerSession('Builder', { firstName: 'Bo', lastName: 'Builder' }),
  testerState: workerSession('Tester', { firstName: 'Théa', lastName: 'Thème' }),
  adminState: workerSession('Admin'),

  builderPage: async ({ browser, builderState }, use) => usePageWith(browser, builderState, use),
  testerPage: async ({ browser, testerState }, use) => usePageWith(browser, testerState, use),
  adminPage: async ({ browser, adminState }, use) => usePageWith(browser, adminState, use),
  newPersonPage: async ({ browser, baseURL, playwright }, use) => {
    const contexts: BrowserContext[] = [];
    await use(async (profile, options) => {
      const context = await browser.newContext({
        storageState: await signedInState(playwright.request, baseURL, profile, options),
      });
      contexts.push(context);
      return context.newPage();
    });
    for (const context of contexts) await context.close();
  },
});

export { expect };
