/**
 * The 15 partner organisations shown on both home pages. Demo data: the project replaces names, countries and
 * addresses here; each logo is drawn from the name (PartnerLogo) until real logo files are added.
 */
export interface Partner {
  name: string;
  country: string;
  url: string;
}

export const partners: Partner[] = [
  { name: 'Centre for Lifelong Learning Prague', country: 'CZ', url: 'https://example.org/partners/cll-prague' },
  { name: 'Bratislava Adult Education Institute', country: 'SK', url: 'https://example.org/partners/baei' },
  { name: 'Work Ability Research Vienna', country: 'AT', url: 'https://example.org/partners/warv' },
  { name: 'Senior Workforce Forum Berlin', country: 'DE', url: 'https://example.org/partners/swf-berlin' },
  { name: 'Budapest Digital Inclusion Lab', country: 'HU', url: 'https://example.org/partners/bdil' },
  { name: 'Zagreb Employment Support Network', country: 'HR', url: 'https://example.org/partners/zesn' },
  { name: 'Sofia Active Ageing Association', country: 'BG', url: 'https://example.org/partners/saaa' },
  { name: 'Ljubljana Institute for Work and Health', country: 'SI', url: 'https://example.org/partners/liwh' },
  { name: 'Belgrade Centre for Career Guidance', country: 'RS', url: 'https://example.org/partners/bccg' },
  { name: 'Sarajevo Skills Foundation', country: 'BA', url: 'https://example.org/partners/ssf' },
  { name: 'Brno Technical Training Centre', country: 'CZ', url: 'https://example.org/partners/bttc' },
  { name: 'Košice Regional Labour Council', country: 'SK', url: 'https://example.org/partners/krlc' },
  { name: 'Graz Occupational Health Group', country: 'AT', url: 'https://example.org/partners/gohg' },
  { name: 'Maribor Third Age University', country: 'SI', url: 'https://example.org/partners/mtau' },
  { name: 'Pécs Social Research Institute', country: 'HU', url: 'https://example.org/partners/psri' },
];
