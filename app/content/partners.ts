import siteConfig from '@site-config';
import type { SiteConfig } from '../../contract/site-config';

/**
 * The partner organisations shown on both home pages, from the deployment's configuration (site.config.json).
 * Each logo is drawn from the name (PartnerLogo) until real logo files are added; a partner without a url is
 * listed without a link.
 */
export type Partner = SiteConfig['partners'][number];

export const partners: Partner[] = (siteConfig as SiteConfig).partners;
