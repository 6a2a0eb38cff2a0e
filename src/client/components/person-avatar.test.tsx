import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubLoadedImages } from '@/tests/client/loaded-images.ts';
import { PersonAvatar } from './person-avatar.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('PersonAvatar', () => {
  it('shows the profile picture when the person has one', () => {
    stubLoadedImages();
    const { container } = render(
      <PersonAvatar
        person={{ firstName: 'Ada', lastName: 'Lovelace', profileImageUrl: '/objects/pic' }}
      />,
    );
    expect(container.querySelector('img')?.getAttribute('src')).toBe('/objects/pic');
    expect(container.querySelector('[data-initials]')).toBeNull();
  });

  it('shows the initials without a picture', () => {
    stubLoadedImages();
    const { container } = render(
      <PersonAvatar person={{ firstName: 'Ada', lastName: 'Lovelace', profileImageUrl: null }} />,
    );
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('[data-initials]')?.getAttribute('data-initials')).toBe('AL');
  });
});
