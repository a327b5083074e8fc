import { cn } from '../../ui/lib/cn';
import { Spinner } from '../../ui/spinner';

export interface ContentLoadingProps {
  /** The words of the spinner, said and shown. */
  label: string;
  /** The page's own column classes, so the loading state sits exactly where the content will. */
  className: string;
  /** Heights (Tailwind classes) of the blocks standing in for the parts below the heading. */
  blocks: readonly string[];
}

/**
 * A signed-in page's loading state in the shape of the page it becomes: the page's column, the
 * spinner with its words where the heading comes, and quiet blocks where the parts below it come. The content
 * then takes its place without moving anything on screen, and the footer stays below the fold (CLS 0).
 */
export function ContentLoading({ label, className, blocks }: ContentLoadingProps) {
  return (
    <section aria-busy="true" aria-label={label} className={className}>
      <Spinner size="large" label={label} showLabel className="min-h-10 font-bold" />
      {blocks.map((height, i) => (
        <div key={`${i}-${height}`} aria-hidden="true" className={cn('rounded-card bg-surface-muted', height)} />
      ))}
    </section>
  );
}
