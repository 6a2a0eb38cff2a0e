import type { ReactNode } from 'react';
import { loginUrl } from '@/client/lib/navigation.ts';
import { Button, type ButtonProps } from './ui/button.tsx';

type SignInButtonProps = Pick<ButtonProps, 'variant' | 'size' | 'className'> & {
  /** Where to come back to after signing in; the home page when omitted. */
  returnTo?: string;
  /** A "Join Free"-style invitation: the sign-in screen opens on "Create account". */
  signUp?: boolean;
  children: ReactNode;
};

/**
 * Every "Join Free"-style call to action. A real link, not a click handler: the sign-in path is
 * a server navigation, and a link still works before the JavaScript has loaded.
 */
export function SignInButton({ returnTo, signUp, children, ...buttonProps }: SignInButtonProps) {
  return (
    <Button asChild {...buttonProps}>
      <a href={loginUrl(returnTo, { signUp })}>{children}</a>
    </Button>
  );
}
