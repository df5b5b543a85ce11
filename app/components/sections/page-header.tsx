/** The banner at the top of inner pages: the page's one h1 and a short introduction. */
export function PageHeader({ heading, intro }: { heading: string; intro: string }) {
  return (
    <div className="relative overflow-hidden bg-teal-deep text-white">
      <div
        aria-hidden="true"
        className="absolute inset-0 opacity-15 [background-image:linear-gradient(45deg,#f2a541_25%,transparent_25%,transparent_75%,#f2a541_75%),linear-gradient(45deg,#f2a541_25%,transparent_25%,transparent_75%,#f2a541_75%)] [background-size:28px_28px] [background-position:0_0,14px_14px]"
      />
      <div className="relative mx-auto max-w-7xl px-4 py-14 sm:px-6 sm:py-20">
        <h1 className="max-w-3xl text-3xl font-extrabold tracking-tight text-balance sm:text-5xl">{heading}</h1>
        <p className="mt-4 max-w-2xl text-lg text-white/90">{intro}</p>
      </div>
    </div>
  );
}
