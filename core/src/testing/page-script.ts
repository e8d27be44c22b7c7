/**
 * A stand-in for the API docs page's script in core's tests: the real one is browser code built above core
 * (`@toolbox/api-docs-script`), which the web and CLI tests run in a page.
 */
export const STAND_IN_PAGE_SCRIPT = 'document.documentElement.dataset.script = "ran";';
