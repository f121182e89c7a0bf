import { createContext, useContext } from 'react';

/**
 * Work a field does on what the person gave it before its value is ready, such as reading a
 * chosen image's type from its content. FormFrame holds a submit until that work is done, so a
 * Submit pressed in that moment sends what the person chose rather than refusing a field that
 * is about to be filled.
 */
export interface Preparations {
  /** Holds any submit until `work` settles. */
  track: (work: Promise<unknown>) => void;
  /** A submit is waiting for a field's preparation: the submit button shows it is busy. */
  isPreparing: boolean;
}

export const PreparationsContext = createContext<Preparations | null>(null);

/** The enclosing FormFrame's preparations, or null outside one. */
export const usePreparations = () => useContext(PreparationsContext);
