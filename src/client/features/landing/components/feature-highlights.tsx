import { Compass, type LucideIcon, Rocket, Users } from 'lucide-react';
import { Card, CardDescription, CardHeader, CardTitle } from '@/client/components/ui/card.tsx';

type Highlight = { title: string; description: string; icon: LucideIcon };

const HIGHLIGHTS: readonly Highlight[] = [
  {
    title: 'Discover Beta Software',
    description:
      'Browse new web apps, developer tools and mobile apps that are looking for testers.',
    icon: Compass,
  },
  {
    title: 'Join Testing Communities',
    description:
      'Sign up for the betas you care about and talk directly with the people building them.',
    icon: Users,
  },
  {
    title: 'Get Early Access',
    description: 'Try tomorrow’s software today and help shape it before it reaches everyone else.',
    icon: Rocket,
  },
];

export function FeatureHighlights() {
  return (
    <section
      aria-labelledby="highlights-heading"
      className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8"
    >
      <div className="mx-auto mb-10 max-w-2xl text-center">
        <h2 id="highlights-heading" className="font-bold text-3xl tracking-tight">
          Built for both sides of a beta
        </h2>
        <p className="mt-3 text-muted-foreground">
          Builders get feedback from real people; testers get a first look at what is next.
        </p>
      </div>
      <ul className="grid gap-6 md:grid-cols-3">
        {HIGHLIGHTS.map(({ title, description, icon: Icon }) => (
          <li key={title}>
            <Card className="h-full transition-shadow hover:shadow-md">
              <CardHeader className="gap-3">
                <span className="flex size-12 items-center justify-center rounded-lg bg-secondary text-secondary-foreground">
                  <Icon className="size-6" aria-hidden="true" />
                </span>
                <CardTitle>{title}</CardTitle>
                <CardDescription className="text-base">{description}</CardDescription>
              </CardHeader>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}
