import { randomInt } from 'node:crypto';

/** A Fisher-Yates shuffle with a cryptographic source, so orders cannot be predicted across attempts. */
export function shuffled<T>(list: readonly T[], random: (max: number) => number = randomInt): T[] {
  const copy = [...list];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = random(i + 1);
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}

/** DND items start in an order that is never already the correct one (docs/product/choices.md). */
export function shuffledAwayFrom<T>(correct: readonly T[], random: (max: number) => number = randomInt): T[] {
  if (correct.length < 2) return [...correct];
  for (let tries = 0; tries < 20; tries++) {
    const order = shuffled(correct, random);
    if (order.some((item, index) => item !== correct[index])) return order;
  }
  // A random source that keeps answering the same: rotate by one, which always differs.
  return [...correct.slice(1), correct[0]!];
}
