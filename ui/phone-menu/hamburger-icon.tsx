/** The phone menu's button icon; apart from the dialog, so the app can draw the closed button before the dialog code loads. */
export function HamburgerIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2.5}
      strokeLinecap="round"
      aria-hidden="true"
      focusable="false"
      className="size-7"
    >
      <path d="M4 6h16M4 12h16M4 18h16" />
    </svg>
  );
}
