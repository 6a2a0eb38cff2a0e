import type { Software } from '@shared/contracts/listings.ts';
import { clientRoutes } from '@shared/routes.ts';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { EmptyState } from '../../../components/empty-state.tsx';
import { ListingRowsSkeleton } from '../../../components/listing-rows-skeleton.tsx';
import { ErrorAlert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { useBuilderSoftware } from '../api/get-builder-software.ts';
import { BuilderSoftwareRow } from './builder-software-row.tsx';

type BuilderSoftwareListProps = {
  renderTesters: (software: Software) => ReactNode;
};

/** The builder's own listings, Open and Closed, newest first. */
export function BuilderSoftwareList({ renderTesters }: BuilderSoftwareListProps) {
  const query = useBuilderSoftware();

  if (query.isPending) return <ListingRowsSkeleton label="Loading your software" />;
  if (query.isError) return <ErrorAlert>Failed to load your software.</ErrorAlert>;
  if (query.data.length === 0) {
    return (
      <EmptyState
        action={
          <Button asChild>
            <Link href={clientRoutes.postSoftware}>Post Your First Software</Link>
          </Button>
        }
      >
        You haven't posted any software yet.
      </EmptyState>
    );
  }

  return (
    <ul className="grid gap-4">
      {query.data.map((software) => (
        <li key={software.id}>
          <BuilderSoftwareRow software={software} renderTesters={renderTesters} />
        </li>
      ))}
    </ul>
  );
}
