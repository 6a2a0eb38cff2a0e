import { useSearchParams } from 'wouter';
import { PageContainer } from '@/client/app/layout/page-container.tsx';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@/client/components/ui/card.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/client/components/ui/tabs.tsx';
import { LoginForm } from '@/client/features/auth/components/login-form.tsx';
import { RegisterForm } from '@/client/features/auth/components/register-form.tsx';
import { useDocumentTitle } from '@/client/hooks/use-document-title.ts';
import { LOGIN_TAB_PARAM, SIGN_UP_TAB } from '@/shared/contracts/session.ts';

/** The product's own sign-in, used when no single sign-on provider is configured. */
export function LoginPage() {
  useDocumentTitle('Sign in');
  const [searchParams] = useSearchParams();
  const returnTo = searchParams.get('returnTo');
  const signingUp = searchParams.get(LOGIN_TAB_PARAM) === SIGN_UP_TAB;

  return (
    <PageContainer className="max-w-md py-12">
      <Card>
        <CardHeader className="text-center">
          <CardTitle as="h1" className="text-2xl">
            Welcome to Beta Harbor
          </CardTitle>
          <CardDescription>
            Sign in, or create a free account to start testing and posting software.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <Tabs defaultValue={signingUp ? SIGN_UP_TAB : 'sign-in'}>
            <TabsList aria-label="Sign in or create an account" className="grid w-full grid-cols-2">
              <TabsTrigger value="sign-in">Sign in</TabsTrigger>
              <TabsTrigger value={SIGN_UP_TAB}>Create account</TabsTrigger>
            </TabsList>
            <TabsContent value="sign-in">
              <LoginForm returnTo={returnTo} />
            </TabsContent>
            <TabsContent value={SIGN_UP_TAB}>
              <RegisterForm />
            </TabsContent>
          </Tabs>
        </CardContent>
      </Card>
    </PageContainer>
  );
}
