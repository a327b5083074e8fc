/**
 * Ids of the inline codes of one unit. The n-th `{{name}}` of the target gets the id of the n-th `{{name}}` of
 * the source, so a CAT tool pairs them even when the translation moves them.
 */
export class CodeIds {
  private readonly ids = new Map<string, string[]>();
  private next = 1;

  /** A counter of what one text (the source, or the target) has used so far. */
  static text = () => new Map<string, number>();

  idOf(code: string, seen: Map<string, number>): string {
    const occurrence = seen.get(code) ?? 0;
    seen.set(code, occurrence + 1);
    const ids = this.ids.get(code) ?? [];
    this.ids.set(code, ids);
    const id = ids[occurrence] ?? String(this.next++);
    ids[occurrence] = id;
    return id;
  }
}
