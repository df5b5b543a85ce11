/** The banner at the top of inner pages: the page's one h1 and a short introduction. */
export function PageHeader({ heading, intro }: { heading: string; intro: string }) {
  return (
    <div className="relative overflow-hidden bg-brand-deep text-white">
      <div aria-hidden="true" className="absolute inset-0 lattice" />
      <div className="relative mx-auto max-w-7xl px-4 py-14 sm:px-6 sm:py-20">
        <h1 className="max-w-3xl text-3xl font-extrabold tracking-tight text-balance sm:text-5xl">{heading}</h1>
        <p className="mt-4 max-w-2xl text-lg text-white/90">{intro}</p>
      </div>
    </div>
  );
}
