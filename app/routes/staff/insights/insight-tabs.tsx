import { type KeyboardEvent, type ReactNode, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { type InsightView, insightViews } from '../../../../contract/api/insights';
import { cn } from '../../../../ui/lib/cn';

const tabKeys: Record<InsightView, string> = {
  participation: 'INSIGHTS.TAB_PARTICIPATION',
  results: 'INSIGHTS.TAB_RESULTS',
  questions: 'INSIGHTS.TAB_QUESTIONS',
};

const tabId = (view: InsightView) => `insights-tab-${view}`;
const panelId = (view: InsightView) => `insights-panel-${view}`;

/** The key that moves from one tab to another, and where to: the arrows wrap, Home and End go to the ends. */
function nextView(key: string, current: InsightView): InsightView | undefined {
  const index = insightViews.indexOf(current);
  const last = insightViews.length - 1;
  const to = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: last }[key];
  if (to === undefined) return undefined;
  return insightViews[(to + insightViews.length) % insightViews.length];
}

/**
 * The three views as tabs (WAI-ARIA's tabs with automatic activation), drawn as a row of buttons that wraps on a
 * phone, the chosen one filled. One view's panel at a time, so one call at a time. The arrow keys, Home and End
 * move between the tabs; Tab goes on into the panel, whose first control (the period, a figure's buttons) takes
 * it, so the panel itself is not focusable.
 */
export function InsightTabs({
  view,
  onChoose,
  children,
}: {
  view: InsightView;
  onChoose: (view: InsightView) => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const tabs = useRef<Partial<Record<InsightView, HTMLButtonElement | null>>>({});
  const onKeyDown = (event: KeyboardEvent) => {
    const next = nextView(event.key, view);
    if (!next) return;
    event.preventDefault();
    onChoose(next);
    tabs.current[next]?.focus();
  };
  return (
    <div className="mt-8">
      <div
        role="tablist"
        aria-label={t('INSIGHTS.VIEWS')}
        className="flex flex-wrap gap-2 border-border border-b-2 pb-4 print:hidden"
      >
        {insightViews.map((name) => (
          <button
            key={name}
            ref={(element) => {
              tabs.current[name] = element;
            }}
            type="button"
            role="tab"
            id={tabId(name)}
            aria-selected={name === view}
            aria-controls={panelId(name)}
            tabIndex={name === view ? 0 : -1}
            onKeyDown={onKeyDown}
            onClick={() => onChoose(name)}
            className={cn(
              'min-h-11 rounded-control border-2 px-4 py-2 text-start text-lg font-bold focus-visible:outline-4 focus-visible:outline-focus focus-visible:outline-offset-2',
              name === view
                ? 'border-accent bg-accent text-on-accent'
                : 'border-border bg-surface text-accent hover:border-accent',
            )}
          >
            {t(tabKeys[name])}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={panelId(view)} aria-labelledby={tabId(view)}>
        {children}
      </div>
    </div>
  );
}
