import { configure } from '@testing-library/react';
import { preloadFormParts, preloadFormRules } from '@review-center/forms';

// The forms load their rules (decision 0033) and their larger fields (decision 0044) once on screen. Loaded here once, so a test's first
// check runs as promptly as later ones do, not behind the worker's first module load.
await Promise.all([preloadFormRules(), preloadFormParts()]);

// A page's parts arrive lazily (their own chunks): the first to load in a worker can take over a
// second when both cores are busy, so findBy* and waitFor wait up to 5 s rather than Testing
// Library's 1 s. What each test expects is unchanged; only how long it may take to appear.
configure({ asyncUtilTimeout: 5_000 });
