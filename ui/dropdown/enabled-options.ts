import type { DropdownOption } from './dropdown-option';

type Options = ReadonlyArray<Pick<DropdownOption, 'disabled'>>;

export const firstEnabledIndex = (options: Options) => options.findIndex((o) => !o.disabled);
export const lastEnabledIndex = (options: Options) => options.findLastIndex((o) => !o.disabled);

/**
 * The index `delta` enabled options away from `from` (disabled ones are skipped), stopping at the last one
 * found before the list ends; the first enabled option when nothing was active.
 */
export function stepEnabled(options: Options, from: number, delta: number) {
  let index = from;
  let best = from;
  const direction = Math.sign(delta);
  for (let moved = 0; moved < Math.abs(delta); ) {
    index += direction;
    if (index < 0 || index >= options.length) break;
    if (!options[index]?.disabled) {
      best = index;
      moved++;
    }
  }
  return best < 0 ? firstEnabledIndex(options) : best;
}
