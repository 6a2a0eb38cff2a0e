import { Download } from 'lucide-react';
import { Button } from '@/client/components/ui/button.tsx';
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
        <Button asChild variant="outline">
          {/* The server names the file; a plain link downloads it without any script. */}
          <a href={authPaths.exportData} download>
            <Download aria-hidden="true" />
            Download my data
          </a>
        </Button>
        <DeleteAccountDialog user={user} />
      </CardContent>
    </Card>
  );
}
