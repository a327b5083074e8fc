import siteConfig from '@site-config';
import type { SiteConfig } from '../../contract/site-config';

/**
 * Facts about the organisations behind the tool, from the deployment's configuration (site.config.json,
 * checked at build time; README "Organisation and partners"). The texts that use them (privacy and
 * accessibility statements, header, footer) interpolate these values.
 */
export const organisation: SiteConfig['organisation'] = (siteConfig as SiteConfig).organisation;
