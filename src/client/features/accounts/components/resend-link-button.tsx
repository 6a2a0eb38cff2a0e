import { Button, type ButtonProps } from '@/client/components/ui/button.tsx';
import { useResendVerification } from '@/client/features/accounts/api/resend-verification.ts';

/** Mails a fresh verification link; the toast it leaves says what happened. */
export function ResendLinkButton(props: Omit<ButtonProps, 'onClick' | 'disabled'>) {
  const resend = useResendVerification();
  return (
    <Button {...props} onClick={() => resend.mutate()} disabled={resend.isPending}>
      {resend.isPending ? 'Sending...' : 'Resend link'}
    </Button>
  );
}
