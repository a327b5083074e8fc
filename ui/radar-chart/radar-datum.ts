/** One axis of the radar chart: a sub-topic and its shares (the chart and its table both draw it). */
export interface RadarDatum {
  /** Sub-topic name, one axis each. */
  name: string;
  /** Share of the points in percent (0 to 100) for this attempt. */
  current: number;
  /** The same for the previous attempt; null or missing when it had no result there. */
  previous?: number | null;
}
