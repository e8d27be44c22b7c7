import { act, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MIN_TEXT_PX, type PanZoomContent, usePanZoom, type View } from './use-pan-zoom';

// The card's size as the browser would lay it out, and a ResizeObserver the test fires.
const card = { width: 500, height: 600 };
const observers: (() => void)[] = [];
const sizes = ['clientWidth', 'clientHeight'] as const;
const original = sizes.map((name) => Object.getOwnPropertyDescriptor(HTMLElement.prototype, name));

function fakeLayout() {
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => card.width });
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', {
    configurable: true,
    get: () => card.height,
  });
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(callback: () => void) {
        observers.push(callback);
      }
      observe() {}
      disconnect() {}
    },
  );
}

afterEach(() => {
  sizes.forEach((name, i) => {
    const descriptor = original[i];
    if (descriptor) Object.defineProperty(HTMLElement.prototype, name, descriptor);
  });
  vi.unstubAllGlobals();
  observers.length = 0;
  card.width = 500;
});

const map = { width: 1000, height: 400 };

/** What the map's hook gave on its last render. */
const seen: { view?: View; zoomIn?: () => void; hold?: () => void } = {};

function FittedMap({ content = map }: { content?: PanZoomContent }) {
  const { view, viewportRef, zoomIn, hold } = usePanZoom(content);
  seen.view = view;
  seen.zoomIn = zoomIn;
  seen.hold = hold;
  return <div ref={viewportRef} />;
}

function renderMap() {
  render(<FittedMap />);
  return seen;
}

const resize = (width: number) =>
  act(() => {
    card.width = width;
    for (const observer of observers) observer();
  });

describe('usePanZoom', () => {
  it('keeps a map the user has not moved fitted to its card when the card changes size after it opened', () => {
    fakeLayout();
    const seen = renderMap();
    expect(seen.view?.zoom).toBe(0.5);
    // A scrollbar appears: the card is narrower than when the map was fitted.
    resize(400);
    expect(seen.view?.zoom).toBe(0.4);
  });

  it('fits a map that opened in a card not laid out yet (hidden while a chunk loads) once the card has a size', () => {
    fakeLayout();
    card.width = 0;
    const seen = renderMap();
    expect(seen.view?.zoom).toBe(1);
    resize(500);
    expect(seen.view).toEqual({ zoom: 0.5, x: 0, y: 200 });
  });

  it('leaves a map the user zoomed where they put it', () => {
    fakeLayout();
    const seen = renderMap();
    act(() => seen.zoomIn?.());
    const zoomed = seen.view?.zoom;
    resize(400);
    expect(seen.view?.zoom).toBe(zoomed);
  });

  it('keeps a held map where it is when a details panel narrows its card, so the node just pressed stays put', () => {
    fakeLayout();
    const seen = renderMap();
    const opened = seen.view;
    act(() => seen.hold?.());
    resize(300);
    expect(seen.view).toEqual(opened);
  });

  it('opens a map too big to fit legibly by its rows, its root at the top, never under the legible text size', () => {
    fakeLayout();
    // 35 components in three columns: fitted whole it was 600 / 3200 = 19%, clamped to 30%, with 4 px labels.
    const tall = { width: 1000, height: 3200, smallestText: 12, focus: { x: 500, y: 40 } };
    render(<FittedMap content={tall} />);
    const zoom = seen.view?.zoom ?? 0;
    expect(zoom * 12).toBeGreaterThanOrEqual(MIN_TEXT_PX);
    // Wider than the card even so: centred on the root, the map's top edge at the card's top.
    expect(seen.view).toEqual({ zoom: MIN_TEXT_PX / 12, x: 250 - 500 * zoom, y: 0 });
    // A wide card fits the rows whole: by width, still from the top.
    resize(1200);
    expect(seen.view).toEqual({ zoom: 1.2, x: 0, y: 0 });
  });

  it('still fits a small map whole when its text stays legible', () => {
    fakeLayout();
    render(<FittedMap content={{ width: 400, height: 300, smallestText: 12 }} />);
    expect(seen.view).toEqual({ zoom: 1.25, x: 0, y: 112.5 });
  });
});
