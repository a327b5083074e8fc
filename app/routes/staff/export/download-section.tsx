import type { ReactNode } from 'react';

/** One download of /export: its heading (the section's name), the lines saying when to choose it, its controls. */
export function DownloadSection({
  id,
  title,
  lines,
  children,
}: {
  id: string;
  title: string;
  lines: string[];
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-4 border-border border-t-2 pt-6">
      <h2 id={id} className="font-heading text-2xl font-bold">
        {title}
      </h2>
      {lines.map((line) => (
        <p key={line} className="text-lg">
          {line}
        </p>
      ))}
      {children}
    </section>
  );
}
