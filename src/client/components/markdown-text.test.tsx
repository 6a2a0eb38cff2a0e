import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MarkdownRenderer } from './markdown-renderer.tsx';
import { MarkdownText } from './markdown-text.tsx';

afterEach(cleanup);

async function renderMarkdown(text: string) {
  return render(<MarkdownRenderer text={text} />).container;
}

describe('MarkdownText', () => {
  it('shows the text formatted once its renderer has loaded', async () => {
    render(<MarkdownText text={'**Offline** sync'} />);
    expect((await screen.findByText('Offline')).tagName).toBe('STRONG');
  });
});

describe('MarkdownRenderer', () => {
  it('renders lists, bold text and links that open in a new tab, marked as user content', async () => {
    const container = await renderMarkdown(
      'What to try:\n\n- **Offline** sync\n- [the changelog](https://example.com/changes)\n\n1. Install\n2. Open',
    );
    const [bullets, steps] = screen.getAllByRole('list');
    expect(within(bullets as HTMLElement).getAllByRole('listitem')).toHaveLength(2);
    expect(within(steps as HTMLElement).getAllByRole('listitem')).toHaveLength(2);
    expect(container.querySelector('strong')?.textContent).toBe('Offline');
    const link = screen.getByRole('link', { name: 'the changelog' });
    expect(link.getAttribute('href')).toBe('https://example.com/changes');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('nofollow ugc noopener');
  });

  it('links bare web addresses, and keeps single line breaks', async () => {
    const container = await renderMarkdown(
      'Install from https://testflight.apple.com/join/AbC1.\nCode: TIDE-42',
    );
    expect(screen.getByRole('link').getAttribute('href')).toBe(
      'https://testflight.apple.com/join/AbC1',
    );
    expect(container.querySelector('br')).not.toBeNull();
  });

  it('shows HTML as the text it is: no script, no image, no handler ever reaches the page', async () => {
    const container = await renderMarkdown(
      'Hello <script>window.pwned = true</script> and <img src="x" onerror="window.pwned = true"> <b>bold?</b>',
    );
    expect(container.querySelector('script, img, b, [onerror]')).toBeNull();
    expect(container.textContent).toContain('<script>window.pwned = true</script>');
    expect(container.textContent).toContain('<img src="x" onerror="window.pwned = true">');
    expect('pwned' in window).toBe(false);
  });

  it('makes no link of other schemes or of paths on this site', async () => {
    await renderMarkdown(
      '[run](javascript:alert(1)) [data](data:text/html,hi) [out](/api/logout) [mail](mailto:ada@example.com)',
    );
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      'mailto:ada@example.com',
    ]);
    expect(screen.getByText('run').tagName).toBe('SPAN');
  });

  it('shows a Markdown image as a link to it, and headings below the section’s own', async () => {
    await renderMarkdown(
      '# Big title\n\n### Smaller\n\n![the dashboard](https://example.com/shot.png)',
    );
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByRole('link', { name: 'the dashboard' }).getAttribute('href')).toBe(
      'https://example.com/shot.png',
    );
    expect(screen.getByRole('heading', { name: 'Big title' }).tagName).toBe('H3');
    expect(screen.getByRole('heading', { name: 'Smaller' }).tagName).toBe('H4');
  });
});
