import { styleVariants } from '@vanilla-extract/css';
import { BA, BG, CZ, DE, GB, HR, HU, RS, SI, SK } from 'country-flag-icons/string/3x2';

// The 10 languages' flags as CSS backgrounds, written into the stylesheet at build time: the navbar shows
// one on every page, and in the stylesheet they cost the first load's JavaScript nothing.
const svg = (source: string) => `url("data:image/svg+xml;charset=utf-8,${encodeURIComponent(source)}")`;

export const languageFlags = styleVariants({
  ba: { backgroundImage: svg(BA) },
  bg: { backgroundImage: svg(BG) },
  cz: { backgroundImage: svg(CZ) },
  de: { backgroundImage: svg(DE) },
  gb: { backgroundImage: svg(GB) },
  hr: { backgroundImage: svg(HR) },
  hu: { backgroundImage: svg(HU) },
  rs: { backgroundImage: svg(RS) },
  si: { backgroundImage: svg(SI) },
  sk: { backgroundImage: svg(SK) },
});
