import { noise, type ReportLeaf, season } from './report-leaf.js';

// How the demo counts unique devices: docs/decisions/report-operations.md

/** The longest a guest's devices stay at a site, in days (ReportLeaf.stay). */
const MAX_STAY = 3;

function add(days: Float64Array, index: number, value: number): void {
  days[index] = (days[index] ?? 0) + value;
}

/**
 * The devices of one site's guests, as its areas see them. The guests who arrive on a day bring
 * a cohort of devices that stays `stay` days; an area sees the first part of each cohort present
 * (a lobby the first few, the guest rooms nearly all), the same devices on each day of the stay.
 * So the devices a set of areas saw over some days are, cohort by cohort, the most any of them
 * saw on any of those days: a device seen at two areas, or on two days, counts once.
 */
export class SiteDevices {
  readonly #firstDay: number;
  readonly #days: number;
  /** Devices arriving per cohort: cohort `c` arrived on day `firstDay - MAX_STAY + 1 + c`. */
  readonly #arrivals: Float64Array;
  /** Per cohort, the most of it any area saw on any day of the range. */
  readonly #range: Float64Array;
  /** Per day and cohort present (j days after it arrived), the most of it any area saw. */
  readonly #day: Float64Array;
  #site: string | undefined;
  #stay = 1;

  constructor(firstDay: number, days: number) {
    this.#firstDay = firstDay;
    this.#days = days;
    this.#arrivals = new Float64Array(days + MAX_STAY - 1);
    this.#range = new Float64Array(days + MAX_STAY - 1);
    this.#day = new Float64Array(days * MAX_STAY);
  }

  /**
   * Starts counting `leaf`'s site, unless it is the one being counted: the site before it is
   * added to `devices` first, and its devices of the whole range returned (0 when none).
   */
  enter(leaf: ReportLeaf, devices: Float64Array): number {
    if (leaf.site === this.#site) return 0;
    const before = this.#site === undefined ? 0 : this.flush(devices);
    this.#site = leaf.site;
    this.#stay = Math.min(MAX_STAY, leaf.stay);
    for (let c = 0; c < this.#arrivals.length; c++) {
      const day = this.#firstDay - MAX_STAY + 1 + c;
      this.#arrivals[c] = Math.round(
        leaf.arrivals * season(day) * (0.85 + 0.3 * noise(leaf.siteSeed, day, 1)),
      );
    }
    return before;
  }

  /**
   * What a leaf sees on a day of the range: `share` of each cohort present (its whole day's
   * share, times the part of the day that has passed). Returns the devices it saw that day.
   */
  see(index: number, share: number): number {
    let seen = 0;
    for (let j = 0; j < this.#stay; j++) {
      const cohort = index - j + MAX_STAY - 1;
      const count = Math.round((this.#arrivals[cohort] ?? 0) * share);
      if (count === 0) continue;
      seen += count;
      const at = index * MAX_STAY + j;
      if (count > (this.#day[at] ?? 0)) this.#day[at] = count;
      if (count > (this.#range[cohort] ?? 0)) this.#range[cohort] = count;
    }
    return seen;
  }

  /** The devices a leaf would see on a whole day, whatever has passed of it. */
  wholeDay(index: number, share: number): number {
    let seen = 0;
    for (let j = 0; j < this.#stay; j++) {
      seen += Math.round((this.#arrivals[index - j + MAX_STAY - 1] ?? 0) * share);
    }
    return seen;
  }

  /** Adds the site's devices, each once, to the day totals; returns those of the whole range. */
  flush(devices: Float64Array): number {
    let unique = 0;
    for (let c = 0; c < this.#range.length; c++) unique += this.#range[c] ?? 0;
    for (let index = 0; index < this.#days; index++) {
      for (let j = 0; j < MAX_STAY; j++) add(devices, index, this.#day[index * MAX_STAY + j] ?? 0);
    }
    this.#range.fill(0);
    this.#day.fill(0);
    return unique;
  }
}
