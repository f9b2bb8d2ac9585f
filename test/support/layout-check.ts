import type { Page } from 'playwright-core';

// The layout check (issue 37 part 6): in one pass over the page, in the page, every element whose
// content is wider than its box, every box that clips or scrolls its text, and a page that scrolls
// sideways. What the check leaves alone: form controls (their text scrolls by nature), pictures, what
// an open menu adds to its anchor's box (the menu is checked itself), what is hidden (display none,
// visually hidden by a clip), an inline element (its line box is its parent's), text cut with an
// ellipsis or to a number of lines whose element (or an ancestor) carries its full text in `title`
// (shown on hover), and the boxes `scrollers` names: those that scroll sideways on purpose.

export interface LayoutFault {
  /** A short path to the element: up to four tags with their first classes. */
  where: string;
  /** Its text, cut to 60 characters. */
  text: string;
  /** How it overflows: sideways or down, by how many pixels, clipped or spilling. */
  overflow: string;
}

/** Runs in the page: serialized by Playwright, so it uses nothing from outside its body. */
const findFaults = (scrollers: readonly string[]): LayoutFault[] => {
  const faults: (LayoutFault & { element?: Element })[] = [];
  const describe = (element: Element) => {
    const parts: string[] = [];
    for (let node: Element | null = element; node && node !== document.body && parts.length < 4; ) {
      const classes = [...node.classList]
        .slice(0, 2)
        .map((name) => `.${name}`)
        .join('');
      parts.unshift(`${node.tagName.toLowerCase()}${classes}`);
      node = node.parentElement;
    }
    return parts.join(' > ');
  };
  const textOf = (element: Element) => (element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 60);
  const root = document.documentElement;
  if (root.scrollWidth > root.clientWidth + 1)
    faults.push({
      where: 'the page',
      text: '',
      overflow: `scrolls sideways by ${root.scrollWidth - root.clientWidth}px`,
    });
  const ignoredTags = new Set([
    'SCRIPT',
    'STYLE',
    'NOSCRIPT',
    'TEMPLATE',
    'INPUT',
    'TEXTAREA',
    'SELECT',
    'OPTION',
    'IMG',
    'PICTURE',
    'SOURCE',
    'VIDEO',
    'CANVAS',
    'IFRAME',
    'BR',
    'WBR',
    'DIALOG',
  ]);
  const clipping = new Set(['hidden', 'clip', 'auto', 'scroll']);
  const layers = '[role="menu"], [role="listbox"], [role="tooltip"]';
  const skipped = new Set<Element>();
  for (const element of document.body.querySelectorAll('*')) {
    const parent = element.parentElement;
    if (parent && skipped.has(parent)) {
      skipped.add(element);
      continue;
    }
    if (ignoredTags.has(element.tagName) || element instanceof SVGElement) {
      skipped.add(element);
      continue;
    }
    const style = getComputedStyle(element);
    const hiddenByClip = style.clip.startsWith('rect') || style.clipPath !== 'none';
    if (style.display === 'none' || hiddenByClip || scrollers.some((selector) => element.matches(selector))) {
      skipped.add(element);
      continue;
    }
    if (style.display === 'inline' || style.display === 'contents' || style.visibility === 'hidden') continue;
    let sideways = element.scrollWidth - element.clientWidth;
    // An open layer (a menu, a list of suggestions) reaches out of its anchor's box by design: the
    // anchor is measured without it; the layer is checked as itself and against the page.
    const open = sideways > 1 ? [...element.querySelectorAll<HTMLElement>(layers)] : [];
    if (open.length > 0) {
      const shown = open.map((layer) => layer.style.display);
      for (const layer of open) layer.style.display = 'none';
      sideways = element.scrollWidth - element.clientWidth;
      open.forEach((layer, index) => {
        layer.style.display = shown[index] ?? '';
      });
    }
    const down = element.scrollHeight - element.clientHeight;
    const truncated = style.textOverflow === 'ellipsis' || style.webkitLineClamp !== 'none';
    if (truncated && (element.closest('[title]') as HTMLElement | null)?.title) continue;
    if (sideways > 1)
      faults.push({
        element,
        where: describe(element),
        text: textOf(element),
        overflow: `${clipping.has(style.overflowX) ? 'clipped' : 'spills'} sideways by ${sideways}px${
          truncated ? ', truncated without its full text in title' : ''
        }`,
      });
    else if (down > 1 && clipping.has(style.overflowY))
      faults.push({
        element,
        where: describe(element),
        text: textOf(element),
        overflow: `clipped down by ${down}px`,
      });
  }
  // An element's fault only when none of its descendants has one: a box overflowing because its
  // child does names the child.
  return faults
    .filter(
      ({ element }) =>
        !faults.some((other) => other.element !== element && element?.contains(other.element ?? null)),
    )
    .map(({ where, text, overflow }) => ({ where, text, overflow }));
};

/** The page's layout faults now, in one pass; `scrollers` are the selectors of boxes meant to scroll. */
export const layoutFaults = (page: Page, scrollers: readonly string[] = []): Promise<LayoutFault[]> =>
  page.evaluate(findFaults, scrollers);
