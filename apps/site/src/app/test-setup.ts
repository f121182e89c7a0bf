import { preloadFormParts, preloadFormRules } from '@review-center/forms';

// The forms load their rules (decision 0033) and their larger fields (decision 0044) once on screen. Loaded here once, so a test's first
// check runs as promptly as later ones do, not behind the worker's first module load.
await Promise.all([preloadFormRules(), preloadFormParts()]);
