import { Code, Globe, type LucideIcon, Smartphone, Users } from 'lucide-react';
import { SignInButton } from '@/client/components/sign-in-button.tsx';
import { Button } from '@/client/components/ui/button.tsx';
import {
  Card,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from '@/client/components/ui/card.tsx';
import { CategoryBadge } from '@/client/components/ui/category-badge.tsx';
import type { Category } from '@/shared/constants.ts';
import { countOf } from '@/shared/plural.ts';

type SampleListing = {
  name: string;
  description: string;
  category: Category;
  testerCount: number;
  icon: LucideIcon;
  /** Tailwind gradient for the image tile; static samples have no uploaded image. */
  tile: string;
};

// Static samples: visitors see what a listing looks like before they sign in to see real ones.
const SAMPLES: readonly SampleListing[] = [
  {
    name: 'TaskFlow',
    description: 'A lightweight project board that turns team chat threads into tracked tasks.',
    category: 'Web',
    testerCount: 12,
    icon: Globe,
    tile: 'from-blue-500 to-indigo-600',
  },
  {
    name: 'Refactor Pilot',
    description: 'Safely rename and restructure large codebases from the terminal, with previews.',
    category: 'DevTool',
    testerCount: 8,
    icon: Code,
    tile: 'from-purple-500 to-fuchsia-600',
  },
  {
    name: 'Trailmate',
    description: 'Plan hikes offline and share live trail conditions with your friends.',
    category: 'Mobile',
    testerCount: 15,
    icon: Smartphone,
    tile: 'from-emerald-500 to-green-600',
  },
];

export function FeaturedListings() {
  return (
    <section aria-labelledby="featured-heading" className="border-t bg-muted/40">
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
        <div className="mx-auto mb-10 max-w-2xl text-center">
          <h2 id="featured-heading" className="font-bold text-3xl tracking-tight">
            Featured Beta Software
          </h2>
          <p className="mt-3 text-muted-foreground">A taste of what is being tested right now.</p>
        </div>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {SAMPLES.map(({ name, description, category, testerCount, icon: Icon, tile }) => (
            <li key={name}>
              <Card className="flex h-full flex-col overflow-hidden">
                <div
                  className={`flex aspect-video items-center justify-center bg-linear-to-br text-white ${tile}`}
                >
                  <Icon className="size-12" aria-hidden="true" />
                </div>
                <CardHeader className="gap-2">
                  <div className="flex items-start justify-between gap-2">
                    <CardTitle>{name}</CardTitle>
                    <CategoryBadge category={category} />
                  </div>
                  <CardDescription>{description}</CardDescription>
                </CardHeader>
                <CardFooter className="mt-auto justify-between">
                  <span className="flex items-center gap-1.5 text-muted-foreground text-sm">
                    <Users className="size-4" aria-hidden="true" />
                    {countOf(testerCount, 'tester', 'testers')}
                  </span>
                  <Button variant="outline" size="sm" disabled>
                    View
                  </Button>
                </CardFooter>
              </Card>
            </li>
          ))}
        </ul>
        <div className="mt-12 flex justify-center">
          <SignInButton size="lg" signUp>
            Join to Explore All Software
          </SignInButton>
        </div>
      </div>
    </section>
  );
}
