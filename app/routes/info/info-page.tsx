import type { ReactNode } from 'react';

/** The frame of a text page (guides, privacy, accessibility): one h1, readable line length. */
export function InfoPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <article aria-labelledby="page-title" className="page-column max-w-3xl px-4 py-10">
      <h1 id="page-title" className="font-heading text-3xl font-bold leading-tight desktop:text-4xl">
        {title}
      </h1>
      <div className="mt-6 flex flex-col gap-4 text-lg">{children}</div>
    </article>
  );
}

export function InfoSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="mt-4">
      <h2 className="font-heading text-2xl font-bold">{title}</h2>
      <div className="mt-2 flex flex-col gap-3">{children}</div>
    </section>
  );
}
