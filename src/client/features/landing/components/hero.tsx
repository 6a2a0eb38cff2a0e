import { ArrowRight } from 'lucide-react';
import { SignInButton } from '@/client/components/sign-in-button.tsx';
import { DemoVideoTile } from './demo-video-tile.tsx';

export function Hero() {
  return (
    <section aria-labelledby="hero-heading" className="bg-linear-to-b from-secondary to-background">
      <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 py-16 sm:px-6 sm:py-20 lg:grid-cols-2 lg:px-8 lg:py-24">
        <div className="flex flex-col items-start gap-6">
          <h1
            id="hero-heading"
            className="font-extrabold text-4xl text-foreground tracking-tight sm:text-5xl lg:text-6xl"
          >
            Connect Builders &amp; <span className="text-primary">Testers</span>
          </h1>
          <p className="max-w-xl text-lg text-muted-foreground">
            Beta Harbor is where software builders find their first testers, and where testers get
            early access to the apps and tools of tomorrow. Post a beta, gather real feedback, and
            launch with confidence.
          </p>
          <SignInButton size="lg" signUp>
            Get Started Free
            <ArrowRight aria-hidden="true" />
          </SignInButton>
        </div>
        <DemoVideoTile />
      </div>
    </section>
  );
}
