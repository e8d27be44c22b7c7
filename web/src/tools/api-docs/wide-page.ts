import { createContext } from 'react';

/** Reading mode widens the whole page: the Generate view says when it is on. */
export const WidePage = createContext<(wide: boolean) => void>(() => {});
