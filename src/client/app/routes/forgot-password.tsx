import { Link } from 'wouter';
import { PageContainer } from '@/client/app/layout/page-container.tsx';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@/client/components/ui/card.tsx';
import { ForgotPasswordForm } from '@/client/features/accounts/components/forgot-password-form.tsx';
import { useDocumentTitle } from '@/client/hooks/use-document-title.ts';
import { clientRoutes } from '@/shared/routes.ts';

export function ForgotPasswordPage() {
  useDocumentTitle('Forgot password');
  return (
    <PageContainer className="max-w-md py-12">
      <Card>
        <CardHeader className="text-center">
          <CardTitle as="h1" className="text-2xl">
            Forgot your password?
          </CardTitle>
          <CardDescription>
            Enter the e-mail address of your account and we will send you a link to choose a new
            password.
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          <ForgotPasswordForm />
          <p className="text-center text-sm">
            <Link href={clientRoutes.login} className="font-medium underline underline-offset-4">
              Back to sign in
            </Link>
          </p>
        </CardContent>
      </Card>
    </PageContainer>
  );
}
