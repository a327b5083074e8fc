import type { ReactNode } from 'react';

/** The frame of an account page: one h1, a readable width, the content stacked. */
export function AccountPage({ title, intro, children }: { title: string; intro?: ReactNode; children: ReactNode }) {
  return (
    <section aria-labelledby="page-title" className="page-column flex w-full max-w-2xl flex-col gap-6 px-4 py-8 desktop:py-10">
      <h1 id="page-title" className="m-0 font-bold font-heading text-3xl leading-tight desktop:text-4xl">
        {title}
      </h1>
      {intro ? <p className="m-0 text-lg">{intro}</p> : null}
      {children}
    </section>
  );
}
