/** What the last action did, in words: a status (read out politely) or an alert (at once). */
export type Outcome = { kind: 'status' | 'alert'; text: string };

/**
 * The two live regions of a staff section, kept mounted so each new sentence is read out; `failed` is said in
 * the alert when no action's outcome is there (a list that could not be loaded).
 */
export function OutcomeRegions({
  outcome,
  failed,
  className = '',
  testIds,
}: {
  outcome: Outcome | undefined;
  failed?: string;
  className?: string;
  testIds: { status: string; alert?: string };
}) {
  return (
    <>
      <div role="status" className={`${className} font-bold`} data-testid={testIds.status}>
        {outcome?.kind === 'status' ? outcome.text : null}
      </div>
      <div role="alert" className={`${className} font-bold text-danger`} data-testid={testIds.alert}>
        {outcome?.kind === 'alert' ? outcome.text : (failed ?? null)}
      </div>
    </>
  );
}
