/** The closed lists of the user profile (docs/product/data.md); codes are stored and sent as they are here. */

export const residences = ['citizen', 'immigrant'] as const;
export type Residence = (typeof residences)[number];

export const educations = ['primary', 'secondary_certificate', 'secondary_diploma', 'post_secondary', 'tertiary'] as const;
export type Education = (typeof educations)[number];

export const genders = ['male', 'female', 'other', 'prefer_not_to_say'] as const;
export type Gender = (typeof genders)[number];

/** The 37 job sector codes. */
export const jobSectors = [
  'administration',
  'agriculture_food_industry',
  'arts_culture',
  'automotive_industry',
  'banking',
  'chemical_industry',
  'construction_real_estate',
  'customer_support',
  'economics_finance_accounting',
  'education_science_research',
  'electrical_engineering_energy',
  'general_labor',
  'healthcare_social_care',
  'human_resources',
  'information_technology',
  'insurance',
  'law_legislation',
  'leasing',
  'management',
  'manufacturing',
  'marketing_advertising_pr',
  'mechanical_engineering',
  'mining_metallurgy',
  'pharmaceutical_industry',
  'public_administration',
  'quality_management',
  'security_and_protection',
  'senior_management',
  'services',
  'telecommunications',
  'textile_leather_fashion_industry',
  'tourism_hospitality_gastronomy',
  'trade',
  'translation_interpreting',
  'transportation_shipping_logistics',
  'water_management_forestry_environment',
  'woodworking_industry',
] as const;
export type JobSector = (typeof jobSectors)[number];

/**
 * The 48 European countries the country dropdown offers (ISO 3166-1 alpha-2, XK for Kosovo): the 44
 * states of the UN's Europe region, plus Cyprus, Kosovo, Turkey and Georgia (the seed system's own client
 * offers Georgia, so its users must be able to register with it).
 */
export const countryCodes = [
  'AD',
  'AL',
  'AT',
  'BA',
  'BE',
  'BG',
  'BY',
  'CH',
  'CY',
  'CZ',
  'DE',
  'DK',
  'EE',
  'ES',
  'FI',
  'FR',
  'GB',
  'GE',
  'GR',
  'HR',
  'HU',
  'IE',
  'IS',
  'IT',
  'LI',
  'LT',
  'LU',
  'LV',
  'MC',
  'MD',
  'ME',
  'MK',
  'MT',
  'NL',
  'NO',
  'PL',
  'PT',
  'RO',
  'RS',
  'RU',
  'SE',
  'SI',
  'SK',
  'SM',
  'TR',
  'UA',
  'VA',
  'XK',
] as const;
export type CountryCode = (typeof countryCodes)[number];

export const roles = ['user', 'staff'] as const;
export type Role = (typeof roles)[number];
