import type { ReactNode } from 'react';
import { cn } from '@/client/lib/utils.ts';
import type { TesterRecord } from '@/shared/contracts/reputation.ts';
import type { Figure } from '@/shared/contracts/reputation-rules.ts';
import { countOf } from '@/shared/plural.ts';
import { basisText, shareText, starsText } from '@/shared/record-words.ts';
import { isFreshRecord } from './tester-order.ts';

type TesterRecordViewProps = {
  record: TesterRecord;
  className?: string;
};

/**
 * What a tester did across Beta Harbor, beside their row and in the decision about them. Every
 * figure says what it rests on, so "New" reads as too few events rather than as a bad mark.
 */
export function TesterRecordView({ record, className }: TesterRecordViewProps) {
  if (isFreshRecord(record)) {
    return (
      <p className={cn('text-muted-foreground text-sm', className)}>
        New to Beta Harbor: no betas, reports or ratings yet
      </p>
    );
  }
  const { reports } = record;
  return (
    <dl className={cn('flex flex-wrap gap-x-4 gap-y-1 text-sm', className)}>
      <Item term="Betas held">
        <FigureWords figure={record.betasHeld} words={shareText} one="beta" other="betas" />
      </Item>
      <Item term="Cycles held">
        <FigureWords figure={record.cyclesHeld} words={shareText} one="cycle" other="cycles" />
      </Item>
      <Item term="Check-ins">
        <FigureWords
          figure={record.checkIns}
          words={shareText}
          one="cycle day"
          other="cycle days"
        />
      </Item>
      {record.releasedForSilence > 0 && (
        <Item term="Released for silence">
          <span className="font-medium text-amber-800 dark:text-amber-300">
            {countOf(record.releasedForSilence, 'time', 'times')}
          </span>
        </Item>
      )}
      <Item term="Reports">
        <span className="font-medium">
          {countOf(reports.filed, 'filed', 'filed')}, {countOf(reports.fixed, 'fixed', 'fixed')}
        </span>
      </Item>
      <Item term="Rating from builders">
        <FigureWords figure={record.rating} words={starsText} one="rating" other="ratings" />
      </Item>
    </dl>
  );
}

function Item({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex min-w-0 flex-wrap items-baseline gap-x-1.5">
      <dt className="text-muted-foreground">{term}</dt>
      <dd className="flex flex-wrap items-baseline gap-x-1.5">{children}</dd>
    </div>
  );
}

function FigureWords({
  figure,
  words,
  one,
  other,
}: {
  figure: Figure;
  words: (figure: Figure) => string;
  one: string;
  other: string;
}) {
  return (
    <>
      <span className="font-medium">{words(figure)}</span>{' '}
      <span className="text-muted-foreground text-xs">{basisText(figure, one, other)}</span>
    </>
  );
}
