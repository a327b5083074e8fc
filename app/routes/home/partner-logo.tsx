/** A wordmark drawn from the partner's name: initials in a badge, bundled as SVG (no request to any other site). */
export function PartnerLogo({ name }: { name: string }) {
  const initials = name
    .split(/\s+/)
    .filter((w) => /^[A-ZÀ-ŽА-Я]/.test(w))
    .slice(0, 3)
    .map((w) => w[0])
    .join('');
  return (
    <svg viewBox="0 0 64 64" width="64" height="64" aria-hidden="true" className="shrink-0">
      <rect width="64" height="64" rx="14" className="fill-accent-soft stroke-accent" strokeWidth="2" />
      <text x="32" y="40" textAnchor="middle" className="fill-accent font-body" fontSize="22" fontWeight="700">
        {initials}
      </text>
    </svg>
  );
}
