/**
 * Facts about the organisations behind the tool, in one place for the project to fill in. The texts that use
 * them (privacy and accessibility statements, header, footer) interpolate these values.
 */
export const organisation = {
  /** The EU programme site the header logo links to. */
  programmeUrl: 'https://erasmus-plus.ec.europa.eu/',
  /**
   * The controller's proper name (e.g. "Univerzita Karlova"), shown as written in every language. Unset, the
   * privacy statement describes it in the reader's language (GDPR.CONTROLLER_DEFAULT).
   */
  controllerName: null as string | null,
  contactEmail: 'info@skills55.example.org',
  dpoEmail: 'dpo@skills55.example.org',
  accessibilityEmail: 'accessibility@skills55.example.org',
} as const;
