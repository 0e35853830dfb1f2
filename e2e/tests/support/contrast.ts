import { expect, type Page } from '@playwright/test';
import { POLL_OFTEN } from './poll';

// docs/decisions/visual-baselines.md

/** A piece of visible text whose colour is too close to the background it is painted on. */
export interface UnreadableText {
  /** The text, cut to 60 characters. */
  text: string;
  /** The element holding the text: tag, role or test id, and its accessible-ish name. */
  element: string;
  color: string;
  background: string;
  ratio: number;
}

/**
 * Below this contrast ratio the text is, for a reader, the same colour as its background (white
 * on white is 1; WCAG's floor for body text is 4.5). The check is for invisible text, which axe
 * does not judge on overlays (it files them as "incomplete"), not a second WCAG audit.
 */
export const SAME_COLOUR_RATIO = 1.5;

/**
 * Lists the page's visible text whose contrast with its effective background is below `floor`:
 * for every text node on screen, its element's computed `color` against the first opaque
 * background found walking up its ancestors (translucent ones are blended on the way; none
 * means the page's white canvas). Text over a background image is skipped: its colour cannot be
 * read from styles.
 */
export async function findUnreadableText(
  page: Page,
  floor = SAME_COLOUR_RATIO,
): Promise<UnreadableText[]> {
  return page.evaluate((floor) => {
    type Rgba = [number, number, number, number];
    const probe = document.createElement('canvas').getContext('2d');
    // Any CSS colour (rgb(), color(srgb ...), oklch(), a name) as sRGB through the canvas.
    const parse = (css: string): Rgba => {
      if (!probe) throw new Error('no 2d canvas');
      probe.clearRect(0, 0, 1, 1);
      probe.fillStyle = '#000';
      probe.fillStyle = css;
      probe.fillRect(0, 0, 1, 1);
      const [r = 0, g = 0, b = 0, a = 0] = probe.getImageData(0, 0, 1, 1).data;
      return [r, g, b, a / 255];
    };
    const over = (top: Rgba, below: Rgba): Rgba => {
      const a = top[3];
      return [
        top[0] * a + below[0] * (1 - a),
        top[1] * a + below[1] * (1 - a),
        top[2] * a + below[2] * (1 - a),
        1,
      ];
    };
    const luminance = ([r, g, b]: Rgba) => {
      const channel = (v: number) => {
        const s = v / 255;
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
    };
    const css = ([r, g, b, a]: Rgba) =>
      `rgba(${Math.round(r)}, ${Math.round(g)}, ${Math.round(b)}, ${a.toFixed(2)})`;

    // The backgrounds under an element, nearest first, up to the first opaque one.
    const background = (element: Element): Rgba | null => {
      const layers: Rgba[] = [];
      for (let node: Element | null = element; node; node = node.parentElement) {
        const style = getComputedStyle(node);
        if (style.backgroundImage !== 'none') return null;
        const colour = parse(style.backgroundColor);
        if (colour[3] > 0) layers.push(colour);
        if (colour[3] >= 1) break;
      }
      let result: Rgba = [255, 255, 255, 1];
      for (const layer of layers.reverse()) result = over(layer, result);
      return result;
    };

    const attributes = (element: Element) => {
      const role = element.getAttribute('role');
      const testId = element.getAttribute('data-testid');
      const label = element.getAttribute('aria-label');
      return [
        element.tagName.toLowerCase(),
        role && `[role=${role}]`,
        testId && `[data-testid=${testId}]`,
        label && `[aria-label="${label}"]`,
      ]
        .filter(Boolean)
        .join('');
    };
    // The element, and the nearest ancestor with a role when it has none of its own.
    const nameOf = (element: Element) => {
      const own = attributes(element);
      if (element.hasAttribute('role')) return own;
      const owner = element.parentElement?.closest('[role]');
      return owner ? `${own} in ${attributes(owner)}` : own;
    };

    const found: UnreadableText[] = [];
    const seen = new Set<Element>();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim() ?? '';
      const element = node.parentElement;
      if (!text || !element || seen.has(element)) continue;
      if (element.closest('svg, script, style, noscript, template')) continue;
      if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const box = range.getBoundingClientRect();
      // Visually hidden text (1px clip boxes) and text scrolled out of the window.
      if (box.width < 2 || box.height < 2) continue;
      if (box.bottom <= 0 || box.right <= 0) continue;
      if (box.top >= innerHeight || box.left >= innerWidth) continue;
      seen.add(element);
      const under = background(element);
      if (!under) continue;
      const colour = over(parse(getComputedStyle(element).color), under);
      const [light, dark] = [luminance(colour), luminance(under)].sort((a, b) => b - a) as [
        number,
        number,
      ];
      const ratio = (light + 0.05) / (dark + 0.05);
      if (ratio < floor) {
        found.push({
          text: text.slice(0, 60),
          element: nameOf(element),
          color: css(colour),
          background: css(under),
          ratio: Math.round(ratio * 100) / 100,
        });
      }
    }
    return found;
  }, floor);
}

/** Fails the test, naming each element, when any visible text is the colour of its background. */
export async function expectReadableText(page: Page, floor = SAME_COLOUR_RATIO) {
  // Polled: a control's colours pass through unreadable pairs during their own transitions (a
  // button turning enabled); text that stays unreadable still fails once the wait is over.
  await expect
    .poll(() => findUnreadableText(page, floor), {
      message: `text with contrast below ${floor}:1 against its background`,
      ...POLL_OFTEN,
    })
    .toEqual([]);
}
