import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { UnreadBadge } from './unread-badge.tsx';

afterEach(cleanup);

function renderLink(count: number) {
  render(
    <a href="/messages">
      Messages
      <UnreadBadge count={count} />
    </a>,
  );
  return screen.getByRole('link');
}

describe('UnreadBadge', () => {
  it('adds nothing when nothing is unread', () => {
    expect(renderLink(0).textContent).toBe('Messages');
  });

  it('shows the number and says it in words to screen readers, one message or many', () => {
    expect(renderLink(1).textContent).toBe('Messages 1 unread message');
    expect(screen.getByRole('link')).toHaveAccessibleName('Messages 1 unread message');
    cleanup();
    renderLink(7);
    expect(screen.getByRole('link')).toHaveAccessibleName('Messages 7 unread messages');
    expect(screen.getByText('unread messages').className).toContain('sr-only');
  });

  it('caps the number shown at 99+, and the words say the same', () => {
    renderLink(120);
    expect(screen.getByText('99+')).toBeVisible();
    expect(screen.getByRole('link')).toHaveAccessibleName('Messages 99+ unread messages');
  });
});
