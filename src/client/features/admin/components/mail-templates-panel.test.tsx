import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithClient, stubFetch } from '@/tests/client/render.tsx';
import { MailTemplatesPanel } from './mail-templates-panel.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('MailTemplatesPanel', () => {
  it('lists each template with its subject; Preview opens it with sample data in a sandbox', async () => {
    stubFetch(
      Response.json([
        {
          name: 'digest',
          label: 'Weekly digest',
          subject: 'New betas this week on Beta Harbor (2)',
        },
        { name: 'admin', label: 'Admin e-mail', subject: 'Three new betas opened this week' },
      ]),
    );
    renderWithClient(<MailTemplatesPanel />);
    const user = userEvent.setup();

    const list = await screen.findByRole('list', { name: 'Mail templates' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).getByText('New betas this week on Beta Harbor (2)')).toBeVisible();

    await user.click(within(list).getByRole('button', { name: 'Preview Weekly digest' }));
    const dialog = await screen.findByRole('dialog', { name: 'Weekly digest' });
    expect(
      within(dialog).getByText('Subject: New betas this week on Beta Harbor (2)'),
    ).toBeVisible();
    const frame = within(dialog).getByTitle('Weekly digest, with sample data');
    expect(frame.getAttribute('sandbox')).toBe('');
    expect(frame.getAttribute('src')).toBe('/api/admin/mail-templates/digest/html');
  });

  it('says so when the templates cannot be loaded', async () => {
    stubFetch(new Response('nope', { status: 500 }));
    renderWithClient(<MailTemplatesPanel />);
    expect(await screen.findByText('Failed to load the templates.')).toBeVisible();
  });
});
