import { type FocusEvent, type ReactNode, useEffect } from 'react';

/** Whether the focus now arriving came from Tab (or Shift+Tab), not a click or sonner's Alt+T. */
let tabbing = false;
const onKeyDown = (event: KeyboardEvent) => {
  tabbing = event.key === 'Tab';
};
const onPointerDown = () => {
  tabbing = false;
};

/**
 * sonner remembers where focus was when it enters a toast and sends it back there when it leaves, so Tab from a
 * toast's close button went back to the page's last control, round and round while the toast showed (issue 81:
 * Tab never came back to the start of the commit page). Focus that arrives by Tab is kept from sonner's list, so
 * Tab goes on through the toast to the browser and the top of the page; Alt+T and clicks keep sonner's way back.
 */
export function TabPastToasts({ children }: { children: ReactNode }) {
  useEffect(() => {
    document.addEventListener('keydown', onKeyDown, true);
    document.addEventListener('pointerdown', onPointerDown, true);
    return () => {
      document.removeEventListener('keydown', onKeyDown, true);
      document.removeEventListener('pointerdown', onPointerDown, true);
    };
  }, []);
  const onFocusCapture = (event: FocusEvent) => {
    if (tabbing) event.stopPropagation();
  };
  return (
    <div className="contents" onFocusCapture={onFocusCapture}>
      {children}
    </div>
  );
}
