import { z } from './zod';
import { limits } from './limits.ts';
import { countryCodes } from './user-options.ts';

/**
 * The facts a deployment fills in (site.config.json, or the file SITE_CONFIG names at build time): who runs
 * the tool, where to write to, and the partner organisations. Checked when the app is built
 * (vite.config.ts), so a mistake stops the build with the field's path instead of showing on a page.
 */
const email = z.string().regex(/^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/, 'an e-mail address such as info@example.org');
const webAddress = z.url({ protocol: /^https?$/, error: 'an address starting with https:// (or null for no link)' });

export const siteConfigSchema = z.strictObject({
  organisation: z.strictObject({
    /** The EU programme's site the header logo links to. */
    programmeUrl: webAddress,
    /** The controller's proper name, shown as written in every language; null: described in the reader's language. */
    controllerName: z.string().trim().min(1).nullable(),
    /** General contact, named in the privacy statement and the footer. */
    contactEmail: email,
    /** The data protection officer (privacy statement). */
    dpoEmail: email,
    /** Where accessibility problems are reported (accessibility statement). */
    accessibilityEmail: email,
  }),
  /** Shown on both home pages in this order; a partner whose url is null is listed without a link. */
  partners: z
    .array(
      z.strictObject({
        name: z.string().trim().min(1),
        country: z.enum(countryCodes),
        url: webAddress.nullable(),
      }),
    )
    .max(limits.partnerLogos),
});

export type SiteConfig = z.infer<typeof siteConfigSchema>;

/** The configuration's problems in words, one line per field ("partners.3.url: …"); empty when it is valid. */
export function siteConfigProblems(value: unknown): string[] {
  const result = siteConfigSchema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.') || '(file)'}: ${issue.message}`);
}
