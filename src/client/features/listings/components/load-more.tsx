import { useEffect, useRef } from 'react';
import { Button } from '@/client/components/ui/button.tsx';

type LoadMoreProps = {
  onLoadMore: () => void;
  loading: boolean;
  /** Off after a failed page, so a sentinel in view cannot retry in a loop; the button still can. */
  auto: boolean;
};

/**
 * Loads the next page when the sentinel scrolls into view. The button does the same for keyboard
 * and switch users, and wherever IntersectionObserver is missing.
 */
export function LoadMore({ onLoadMore, loading, auto }: LoadMoreProps) {
  const sentinelRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const sentinel = sentinelRef.current;
    if (!sentinel || loading || !auto || typeof IntersectionObserver === 'undefined') return;
    // Observing again after each page reports at once when the sentinel is still in view, so a
    // tall screen keeps filling until it scrolls.
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) onLoadMore();
      },
      { rootMargin: '400px 0px' },
    );
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [loading, auto, onLoadMore]);

  return (
    <div ref={sentinelRef} className="mt-8 flex justify-center">
      <Button type="button" variant="outline" disabled={loading} onClick={onLoadMore}>
        {loading ? 'Loading...' : 'Load more'}
      </Button>
    </div>
  );
}
