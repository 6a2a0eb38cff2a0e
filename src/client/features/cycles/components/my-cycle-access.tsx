import { KeyRound } from 'lucide-react';
import { MarkdownText } from '@/client/components/markdown-text.tsx';

/**
 * The builder's access instructions (a TestFlight link, an invite code), in Markdown as on the
 * listing's page. The server sends them only while the tester holds a place.
 */
export function MyCycleAccess({ text }: { text: string | null }) {
  if (!text?.trim()) return null;
  return (
    <section className="grid gap-2 rounded-lg border border-emerald-300 bg-emerald-50 p-4 text-sm wrap-anywhere dark:border-emerald-800 dark:bg-emerald-950">
      <h4 className="flex items-center gap-2 font-semibold">
        <KeyRound className="size-4 shrink-0" aria-hidden="true" />
        How to get the build
      </h4>
      <MarkdownText text={text} />
    </section>
  );
}
