import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { makeBoardTester } from '@/tests/client/builder-cycle-fixtures.ts';
import { EvidenceAgreements } from './evidence-agreements.tsx';

afterEach(cleanup);

const zoe = makeBoardTester({ firstName: 'Zoë', lastName: 'Ångström' });

describe('the evidence pack’s terms', () => {
  it('names the version each tester accepted and when, and shows each version’s words', () => {
    const longWord = 'ü'.repeat(500);
    render(
      <EvidenceAgreements
        testers={[zoe]}
        agreements={{
          accepted: [
            { testerId: zoe.testerId, version: 2, acceptedAt: '2027-03-01T09:00:00.000Z' },
          ],
          versions: [
            {
              version: 2,
              text: `No screenshots.\n${longWord}`,
              createdAt: '2027-02-20T08:00:00.000Z',
            },
          ],
        }}
      />,
    );
    const table = screen.getByRole('table');
    const row = within(table).getAllByRole('row')[1] as HTMLElement;
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Zoë Ångström', '2', 'Mar 1, 2027']);
    expect(screen.getByRole('heading', { name: 'Version 2, written Feb 20, 2027' })).toBeVisible();
    const text = screen.getByRole('region', { name: 'Terms' });
    expect(text.textContent).toBe(`No screenshots.\n${longWord}`);
    expect(text).toHaveClass('whitespace-pre-wrap', 'break-words');
  });

  it('says when no tester accepted terms', () => {
    render(<EvidenceAgreements testers={[zoe]} agreements={{ accepted: [], versions: [] }} />);
    expect(screen.getByText('No tester of this cycle accepted terms to join.')).toBeVisible();
  });
});
