import type { Software } from '@shared/contracts/listings.ts';
import { clientRoutes } from '@shared/routes.ts';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { ListingRowList } from '../../../components/listing-row-list.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { useBuilderSoftware } from '../api/get-builder-software.ts';
import { BuilderSoftwareRow } from './builder-software-row.tsx';

type BuilderSoftwareListProps = {
  renderTesters: (software: Software) => ReactNode;
};

/** The builder's own listings, Open and Closed, newest first. */
export function BuilderSoftwareList({ renderTesters }: BuilderSoftwareListProps) {
  const query = useBuilderSoftware();
  return (
    <ListingRowList
      query={query}
      loadingLabel="Loading your software"
      errorMessage="Failed to load your software."
      emptyMessage="You haven't posted any software yet."
      emptyAction={
        <Button asChild>
          <Link href={clientRoutes.postSoftware}>Post Your First Software</Link>
        </Button>
      }
      renderRow={(software) => (
        <BuilderSoftwareRow software={software} renderTesters={renderTesters} />
      )}
    />
  );
}
