// The package's forms, so that every lazily loaded part is known to preloadFormParts.
import '../index.ts';
import { preloadFormParts } from '../shared/lazyPart.tsx';
import { preloadFormRules } from '../shared/useDomainForm.ts';

// The forms load their rules (useDomainForm, decision 0033) and their larger fields (lazyPart,
// decision 0044) once on screen. Loaded here once, so a
// test's first check runs as promptly as later ones do, not behind the worker's first module load.
await Promise.all([preloadFormRules(), preloadFormParts()]);
