import { BA, BG, CZ, DE, GB, HR, HU, RS, SI, SK } from 'country-flag-icons/string/3x2';
import { FlagImage, svgFlagUrl } from '../dropdown/flag-image';

// Only the flags of the 10 languages: the navbar is on every first load, the 48 of ui/dropdown/flag.tsx are
// not (issue 13).
const svgs: Record<string, string> = { BA, BG, CZ, DE, GB, HR, HU, RS, SI, SK };

/** The decorative flag of a language's country (contract/languages `country`); the language is written beside it. */
export function LanguageFlag({ country }: { country: string }) {
  return <FlagImage src={svgFlagUrl(svgs, country)} />;
}
