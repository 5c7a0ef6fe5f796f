import '@testing-library/jest-dom';
import { jest } from '@jest/globals';
import { configure } from '@testing-library/react';
import { TextDecoder, TextEncoder } from 'node:util';

// Dialog tests type and click a lot, and a file's first render loads the whole module graph: on
// two cores shared with another suite that takes many times what it takes alone. Budgets are the
// net for a hang, never a check of speed: a test's whole run, and each findBy/waitFor (which
// returns as soon as its element is there, so a generous one costs a passing test nothing).
jest.setTimeout(120_000);
configure({ asyncUtilTimeout: 15_000 });

// jest's jsdom environment has no TextEncoder; react-router uses it at import time.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// Nor a fetch Request: a data router wraps every navigation in one (url + abort signal).
// The console has no loaders or actions, so that is all it needs; fetch itself is mocked per test.
if (!('Request' in globalThis)) {
  class NavigationRequest {
    readonly url: string;
    readonly method: string;
    readonly signal: AbortSignal;
    constructor(input: string | URL, init: { method?: string; signal?: AbortSignal } = {}) {
      this.url = String(input);
      this.method = init.method ?? 'GET';
      this.signal = init.signal ?? new AbortController().signal;
    }
  }
  Object.assign(globalThis, { Request: NavigationRequest });
}

// jsdom lacks a few browser APIs Mantine relies on (see Mantine's jest setup guide).

// getComputedStyle with a pseudo-element argument is not implemented in jsdom.
const { getComputedStyle } = window;
window.getComputedStyle = (element: Element) => getComputedStyle(element);

// use-media-query / color scheme.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }),
});

// ScrollArea, Tabs indicator, Popover.
class ResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver = ResizeObserver;

// Textarea autosize re-measures when web fonts finish loading; jsdom has no FontFaceSet.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    value: { addEventListener: () => {}, removeEventListener: () => {}, ready: Promise.resolve() },
  });
}

// Combobox and Tabs scroll the active option into view.
window.HTMLElement.prototype.scrollIntoView = () => {};

// Storage is per test: a token or live position left behind would leak into the next one.
beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

// Lists remember their last query for the browser tab (useRememberedSearch): each test starts
// with a new tab.
beforeEach(() => sessionStorage.clear());
