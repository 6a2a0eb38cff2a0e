import { DownloadButton } from '@/client/components/download-button.tsx';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@/client/components/ui/card.tsx';
import type { User } from '@/shared/contracts/auth.ts';
import { authPaths } from '@/shared/contracts/session.ts';
import { DeleteAccountDialog } from './delete-account-dialog.tsx';

/** The profile page's "Your data": a copy of everything we hold, and deleting the account. */
export function AccountDataSection({ user }: { user: Pick<User, 'hasPassword'> }) {
  return (
    <Card className="mt-6">
      <CardHeader>
        <CardTitle as="h2" className="text-xl">
          Your data
        </CardTitle>
        <CardDescription>
          Download everything Beta Harbor holds about you, or delete your account.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3 sm:flex-row sm:justify-between">
        <DownloadButton url={authPaths.exportData}>Download my data</DownloadButton>
        <DeleteAccountDialog user={user} />
      </CardContent>
    </Card>
  );
}
