import { act, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { usePanZoom, type View } from './use-pan-zoom';

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
const seen: { view?: View; zoomIn?: () => void } = {};

function FittedMap() {
  const { view, viewportRef, zoomIn } = usePanZoom(map);
  seen.view = view;
  seen.zoomIn = zoomIn;
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
});
