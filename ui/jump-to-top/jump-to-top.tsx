import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isPhoneWidth, limits } from '../../contract/limits';
import { buttonVariants } from '../button';
import { ChevronDownIcon } from '../icon-button';
import { cn } from '../lib/cn';
import { useWindowWidth } from '../lib/use-window-width';

export interface JumpToTopProps {
  /** Force the phone layout on or off; by default it follows the window width (under 820 px). */
  isPhone?: boolean;
  /** Id of an element (e.g. the page heading, tabIndex -1) to move keyboard focus to after the jump. */
  focusTargetId?: string;
  className?: string;
}

const prefersReducedMotion = () =>
  typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * The questionnaire's jump-to-top button (docs/product/screens.md, limits.md): on phones, once the page is scrolled
 * 150 px down. Scrolls smoothly unless the user prefers reduced motion. It sits in the page's flow, never
 * over it (a floating button covered question text and drag items); before it is wanted it keeps
 * its place invisibly, so appearing moves nothing.
 */
export function JumpToTop({ isPhone, focusTargetId, className }: JumpToTopProps) {
  const { t } = useTranslation();
  const windowWidth = useWindowWidth();
  const phone = isPhone ?? isPhoneWidth(windowWidth);
  const [scrolledDown, setScrolledDown] = useState(false);

  useEffect(() => {
    const update = () => setScrolledDown(window.scrollY > limits.jumpToTopScrollPx);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);

  if (!phone) return null;
  const jump = () => {
    window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
    const target = focusTargetId ? document.getElementById(focusTargetId) : null;
    target?.focus({ preventScroll: true });
  };
  return (
    <button
      type="button"
      onClick={jump}
      // Hidden (for screen readers too) until scrolled down, but keeping its place.
      style={scrolledDown ? undefined : { visibility: 'hidden' }}
      className={cn(buttonVariants({ variant: 'secondary' }), 'gap-2', className)}
    >
      <ChevronDownIcon className="size-6 shrink-0 rotate-180" />
      {t('UI.JUMP_TO_TOP')}
    </button>
  );
}
