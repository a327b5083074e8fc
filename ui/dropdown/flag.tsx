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
import { FlagImage, svgFlagUrl } from './flag-image';

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
/** The flag of a European country as a data URL, or undefined for an unknown code. */
export function flagUrl(code: string): string | undefined {
  return svgFlagUrl(svgs, code);
}

export interface FlagProps {
  /** ISO 3166-1 alpha-2 code, either case (XK for Kosovo). */
  code: string;
  className?: string;
}

/** A decorative 3:2 flag: the country's name is always written beside it, so alt is empty. */
export function Flag({ code, className }: FlagProps) {
  return <FlagImage src={flagUrl(code)} className={className} />;
}
