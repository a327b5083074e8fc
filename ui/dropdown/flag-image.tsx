import { cn } from '../lib/cn';

const urls = new Map<string, string>();

/** The data URL of `svgs[code]` (code in either case), made once per code; undefined when the set lacks it. */
export function svgFlagUrl(svgs: Readonly<Record<string, string>>, code: string): string | undefined {
  const upper = code.toUpperCase();
  const svg = svgs[upper];
  if (!svg) return undefined;
  let url = urls.get(upper);
  if (!url) {
    url = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
    urls.set(upper, url);
  }
  return url;
}

/** A decorative 3:2 flag image: the country or language is always written beside it, so alt is empty. */
export function FlagImage({ src, className }: { src: string | undefined; className?: string }) {
  if (!src) return null;
  return (
    <img
      src={src}
      alt=""
      width={30}
      height={20}
      className={cn('h-5 w-[30px] shrink-0 rounded-sm border border-border object-cover', className)}
    />
  );
}
