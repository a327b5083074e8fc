import {
  AD,
  AL,
  AT,
  BA,
  BE,
  BG,
  BY,
  CH,
  CY,
  CZ,
  DE,
  DK,
  EE,
  ES,
  FI,
  FR,
  GB,
  GE,
  GR,
  HR,
  HU,
  IE,
  IS,
  IT,
  LI,
  LT,
  LU,
  LV,
  MC,
  MD,
  ME,
  MK,
  MT,
  NL,
  NO,
  PL,
  PT,
  RO,
  RS,
  RU,
  SE,
  SI,
  SK,
  SM,
  TR,
  UA,
  VA,
  XK,
} from 'country-flag-icons/string/3x2';
import type { CountryCode } from '../../contract/user-options';
import { cn } from '../lib/cn';

// Only the 48 European flags are bundled (named imports keep the rest of the set out of the build).
const svgs: Record<CountryCode, string> = {
  AD,
  AL,
  AT,
  BA,
  BE,
  BG,
  BY,
  CH,
  CY,
  CZ,
  DE,
  DK,
  EE,
  ES,
  FI,
  FR,
  GB,
  GE,
  GR,
  HR,
  HU,
  IE,
  IS,
  IT,
  LI,
  LT,
  LU,
  LV,
  MC,
  MD,
  ME,
  MK,
  MT,
  NL,
  NO,
  PL,
  PT,
  RO,
  RS,
  RU,
  SE,
  SI,
  SK,
  SM,
  TR,
  UA,
  VA,
  XK,
};
const urls = new Map<string, string>();

export function flagUrl(code: string): string | undefined {
  const upper = code.toUpperCase();
  const svg = svgs[upper as CountryCode];
  if (!svg) return undefined;
  let url = urls.get(upper);
  if (!url) {
    url = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
    urls.set(upper, url);
  }
  return url;
}

export interface FlagProps {
  /** ISO 3166-1 alpha-2 code, either case (XK for Kosovo). */
  code: string;
  className?: string;
}

/** A decorative 3:2 flag: the country's name is always written beside it, so alt is empty. */
export function Flag({ code, className }: FlagProps) {
  const src = flagUrl(code);
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
